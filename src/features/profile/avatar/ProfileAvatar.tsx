import { Avatar } from 'antd';
import { useState } from 'react';
import { initialsOf } from '@/lib/initials';
import { avatarUrl } from './avatarUrl';

export interface ProfileAvatarProps {
  /** Full name: the generated picture and the fallback initials are drawn from it. */
  name: string;
  /** An uploaded picture, when the server has one; else the generated avatar. */
  picture?: string | null;
  size?: number;
}

/**
 * The profile picture. Offline, or when the avatar service fails, the initials take its place
 * and keep the same accessible name.
 */
export function ProfileAvatar({ name, picture, size = 72 }: ProfileAvatarProps) {
  const src = picture || avatarUrl(name, size * 2);
  // Remembered per address, so a new name (or picture) gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const alt = `Profile picture of ${name}`;

  if (failedSrc === src) {
    return (
      // role=img makes the initials one picture with the same name as the image it replaces.
      <span role="img" aria-label={alt} className="profile-avatar">
        <Avatar size={size}>{initialsOf(name, { fallback: '?' })}</Avatar>
      </span>
    );
  }
  return (
    <Avatar
      size={size}
      src={src}
      alt={alt}
      className="profile-avatar"
      onError={() => {
        setFailedSrc(src);
        return false;
      }}
    />
  );
}

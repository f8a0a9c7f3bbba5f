import { Input } from 'antd';
import { useState } from 'react';

export interface TrackingFilterProps {
  id: string;
  /** What the URL says now. */
  value: string;
  onCommit: (value: string) => void;
}

/**
 * A typed filter: it applies on Enter or when the box is left, not per key, so a tracking number
 * typed in full asks the server once. A URL changed elsewhere (Back, a saved view) shows here.
 */
export function TrackingFilter({ id, value, onCommit }: TrackingFilterProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const commit = (next: string) => {
    if (next.trim() !== value) onCommit(next.trim());
  };
  return (
    <Input
      id={id}
      allowClear
      placeholder="Any"
      style={{ width: 180 }}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        // The clear button empties the box: that is a choice made, not typing under way.
        if (e.type !== 'change' && !e.target.value) commit('');
      }}
      onPressEnter={() => commit(text)}
      onBlur={() => commit(text)}
    />
  );
}

/** Where the profile screens live, under Settings. */
export const profilePaths = {
  details: '/settings/profile/details',
  edit: '/settings/profile/details/edit',
};

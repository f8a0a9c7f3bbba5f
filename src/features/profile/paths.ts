/** Where the profile screens live (SPEC §2 Settings). */
export const profilePaths = {
  details: '/settings/profile/details',
  edit: '/settings/profile/details/edit',
};

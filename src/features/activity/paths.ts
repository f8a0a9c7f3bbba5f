/** The Activity screen's address: the route table and links build from it. */
export const activityPaths = {
  list: '/manage/activity',
} as const;

/** organisations/{id}/users and its actions. */
export {};

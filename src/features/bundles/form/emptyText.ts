/** SPEC §8 'Empty list'. */
export const EMPTY_LIST_TEXT = 'Oops! No Records found';

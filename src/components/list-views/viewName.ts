export const VIEW_NAME_MAX = 40;

/** Why a view name cannot be kept, or null: a name is trimmed, required and short enough to read in a menu. */
export const viewNameProblem = (raw: string): string | null => {
  const name = raw.trim();
  if (!name) return 'Name is required';
  if (name.length > VIEW_NAME_MAX) return `Name must be at most ${VIEW_NAME_MAX} characters`;
  return null;
};

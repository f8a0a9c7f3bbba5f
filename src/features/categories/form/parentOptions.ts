import type { CategoryOption } from '@/domain/contract';

export interface ParentChoice {
  value: number;
  /** The path from the top, so two "Accessories" under different parents can be told apart. */
  label: string;
  color: string;
}

const SEPARATOR = ' › ';

/**
 * The parents a category may take. On edit the category itself and everything below it are left
 * out, since choosing one would make the category its own ancestor; the server refuses that too
 * (the options may be stale, or lack `parent_id`), and the form shows its refusal.
 */
export function selectableParents(
  options: readonly CategoryOption[],
  editingId: number | null,
): ParentChoice[] {
  const byId = new Map(options.map((o) => [o.id, o]));
  const chainOf = (option: CategoryOption): CategoryOption[] => {
    const chain = [option];
    const seen = new Set([option.id]);
    let parentId = option.parent_id ?? null;
    // A malformed answer could hold a loop; the visited set stops the walk instead of hanging.
    while (parentId !== null && !seen.has(parentId)) {
      const parent = byId.get(parentId);
      if (!parent) break;
      chain.unshift(parent);
      seen.add(parentId);
      parentId = parent.parent_id ?? null;
    }
    return chain;
  };
  return options
    .map((option) => ({ option, chain: chainOf(option) }))
    .filter(({ chain }) => editingId === null || !chain.some((c) => c.id === editingId))
    .map(({ option, chain }) => ({
      value: option.id,
      label: chain.map((c) => c.name).join(SEPARATOR),
      color: option.color,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

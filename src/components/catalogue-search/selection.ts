/**
 * What a catalogue list does with the rows a person selects (the product list's bulk edit). A
 * list without it shows no checkboxes.
 */
export interface CatalogueSelection {
  /** The bar's action: 'Edit in bulk'. */
  actionLabel: string;
  /** Most records the action takes at once; "Select all matching" is offered up to this. */
  max: number;
  /** Called with the selected records' ids. */
  onAction: (ids: number[]) => void;
}

/** Hits a page of "Select all matching" asks the search service for (its largest page). */
export const SELECT_ALL_HITS_PER_PAGE = 1000;

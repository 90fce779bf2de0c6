/** The ids in `order` with the item at index `from` moved to index `to`. */
export function moveId(order: readonly string[], from: number, to: number): string[] {
  const next = [...order];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * The whole list's new order after the visible `subset` was reordered: the subset's members
 * fill the places they held before, in their new order, and everything else keeps its place.
 * (Reordering To Complete leaves the completed items where they were.)
 */
export function reorderWithinSlots(all: readonly string[], subsetInNewOrder: readonly string[]): string[] {
  const members = new Set(subsetInNewOrder);
  let next = 0;
  return all.map((id) => (members.has(id) ? subsetInNewOrder[next++] : id));
}

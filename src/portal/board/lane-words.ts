// The board's lanes and holders in the reader's language (docs/product.md#custody-board): the server names
// each lane by a stable id (and a vendor lane by its vendor), the words are the portal's catalogue's; the
// server's English label stays for API readers and for a lane this face does not know yet.
type Translate = (key: string, options?: object) => string;

export interface LaneNaming {
  id?: string;
  label?: string;
  vendor_id?: number;
  vendor_name?: string;
}

export function laneLabel(translate: Translate, lane: LaneNaming): string {
  if (lane.vendor_id !== undefined)
    return translate('portal.board.lane_of.vendor', { name: lane.vendor_name ?? '', _: lane.label });
  return translate(`portal.board.lane_of.${lane.id}`, { _: lane.label ?? lane.id ?? '' });
}

/**
 * Who holds an item, in the reader's words: the store's own bench and the store itself are words of the
 * catalogue, an item on its way is "on the way to" where it goes, anyone else is their name.
 */
export function holderLabel(
  translate: Translate,
  holder: { kind?: string | null; name?: string | null } | null | undefined,
  unnamed = '—',
): string {
  if (holder?.kind === 'bench') return translate('portal.board.the_bench');
  if (holder?.kind === 'store') return translate('portal.board.the_store');
  if (holder?.kind === 'transit')
    return holder.name
      ? translate('portal.board.on_the_way', { name: holder.name })
      : translate('portal.board.in_transit');
  return holder?.name ?? unnamed;
}

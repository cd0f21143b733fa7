/**
 * How much customer-supplied fabric an order takes: each item that names a parcel uses
 * its BOM's unit consumption per piece times its pieces, rounded up to the centimetre (a cutter
 * cannot use part of one). The server and the order screens share this.
 */
export type ParcelItem = { fabric_parcel_id: number | null; unit_consumption: number; quantity: number };

/** Metres, as a number of two decimals. */
export function itemMetres(item: Pick<ParcelItem, 'unit_consumption' | 'quantity'>): number {
  // Work in centimetres so 1.3 × 3 does not become 3.9000000000000004 and round up to 3.91.
  const cm = Math.round(item.unit_consumption * 100 * 1000) * item.quantity;
  return Math.ceil(cm / 1000) / 100;
}

/** Metres needed from each parcel, in the order the parcels first appear. */
export function parcelNeeds(items: readonly ParcelItem[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const item of items) {
    if (item.fabric_parcel_id === null) continue;
    const sum = (out.get(item.fabric_parcel_id) ?? 0) + itemMetres(item);
    out.set(item.fabric_parcel_id, Math.round(sum * 100) / 100);
  }
  return out;
}

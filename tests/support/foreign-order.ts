/**
 * A foreign customization order of the seeded catalogue, as a seller sends it: the first two
 * men's categories with a size chart, each in its first edition and first size, with the button
 * and lining its customer named. Shared by the API test and the accessibility sweep's records.
 */
import type { CatalogueSnapshot } from '../../src/domain/catalogue/types';
import { chartFor, expandChart } from '../../src/domain/rules/standard-size';

export function foreignOrderOf(snapshot: CatalogueSnapshot) {
  const items = snapshot.categories
    .filter((c) => c.gender_id !== 2)
    .flatMap((c) => {
      const edition = snapshot.editions.find((e) => e.category_id === c.id);
      const chart = chartFor(snapshot, c.id, 1);
      const size = chart && edition ? expandChart(chart, edition)[0]?.size_value : undefined;
      return edition && size ? [{ category_id: c.id, modeling: edition.edition_number, button: 'Horn, 4 holes', lining: 'Bemberg navy', size, quantity: 2 }] : [];
    })
    .slice(0, 2);
  return { customer_name: 'John Smith', address: '12 Baker Street, London', delivery_date: '2027-01-20', fabric_num: snapshot.fabrics[0]!.fabric_num, items };
}

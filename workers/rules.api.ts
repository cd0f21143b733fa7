/**
 * The rules the browser runs offline, as one plain object over a catalogue snapshot: comlink
 * exposes it from rules.worker.ts, and tests and the bench call it directly (every function also
 * works on the main thread). Answers are the src/domain results, the same the server returns.
 */
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import type { TechRange } from '@/domain/catalogue/constants';
import { gradeList, gradingRow, type GradingRequestItem } from '@/domain/rules/grading';
import { garmentPrice, type PriceInput } from '@/domain/rules/price';
import { recommendSize, type RecommendSizeInput } from '@/domain/rules/recommend-size';
import { chartFor, expandChart, matchStandardSize, type SizeMatchCategory } from '@/domain/rules/standard-size';
import {
  applyProduct,
  applyStyle,
  cancelTechnique,
  chooseEdition,
  chooseTechnique,
  emptyTechState,
  fabricTechniques,
  replaceByRange,
  similarTechniques,
  stateFromTechIds,
  toggleSpecial,
  type TechState,
} from '@/domain/rules/technique';
import { checkMeasurement } from '@/domain/rules/validation';
import { measurementWarnings, type PlausibilityInput } from '@/domain/rules/plausibility';
import { assignSizes, fillRestSizes, type PersonSize } from '@/domain/group-buy/rules';
import type { GroupPerson, SizeOverrideInput } from '@/domain/group-buy/contract';
import { personCompletion, type GarmentMeasurement, type TaskGarments } from '@/domain/measuring/completion';

export type SnapshotSource = () => Promise<CatalogueSnapshot | null>;
/** Subscribes to replacements of the snapshot source (the mirror's version), e.g. `watchCatalogue`. */
export type SnapshotWatch = (listener: (version: string) => void) => unknown;

export function createRulesApi(source: SnapshotSource = async () => null, watch?: SnapshotWatch) {
  let current: CatalogueSnapshot | null = null;
  const snapshot = async (): Promise<CatalogueSnapshot> => {
    current ??= await source();
    if (!current) throw new Error('catalogue not mirrored yet');
    return current;
  };
  // The mirror was replaced elsewhere: forget the held snapshot, so the next call reads the new one.
  watch?.((version) => {
    if (current && current.version !== version) current = null;
  });
  return {
    /** Uses this snapshot from now on (after a mirror refresh, or in tests and the bench). */
    async useSnapshot(next: CatalogueSnapshot): Promise<string> {
      current = next;
      return next.version;
    },
    /** Forgets the held snapshot so the next call reads the mirror again. */
    async reload(): Promise<string | null> {
      current = await source();
      return current?.version ?? null;
    },
    async version(): Promise<string | null> {
      return current?.version ?? null;
    },
    grade: async (list: GradingRequestItem[]) => gradeList(await snapshot(), list),
    gradingRow: async (net: number, grade: number, correction?: number) => gradingRow(net, grade, correction),
    matchStandardSize: async (list: SizeMatchCategory[]) => matchStandardSize(await snapshot(), list),
    recommendSize: async (input: RecommendSizeInput) => recommendSize(await snapshot(), input),
    standardSizes: async (categoryId: number, genderId: number, editionId?: number) => {
      const s = await snapshot();
      const chart = chartFor(s, categoryId, genderId);
      return chart ? expandChart(chart, s.editions.find((e) => e.id === editionId)) : [];
    },
    price: async (input: PriceInput) => garmentPrice(await snapshot(), input),
    /** A group order's sizes per person and garment (stage 4): off the main thread, for thousands of people. */
    groupSizes: async (goods: { category_id: number; edition_number: string }[], people: GroupPerson[], overrides: SizeOverrideInput[]) => assignSizes(await snapshot(), goods, people, overrides),
    /** Each unsized person's size recommended from their own gender, height and weight (stage 4's "fill the rest"). */
    fillRestSizes: async (goods: { category_id: number; edition_number: string }[], people: GroupPerson[], sizes: PersonSize[]) => fillRestSizes(await snapshot(), goods, people, sizes),
    checkMeasurement: async (categoryId: number, itemId: number, raw: string | number) => checkMeasurement(await snapshot(), categoryId, itemId, raw),
    /** Plausibility warnings of a person's measurements; without a mirrored catalogue, by the population ranges alone. */
    measurementWarnings: async (input: PlausibilityInput) => {
      current ??= await source();
      return measurementWarnings(current, input);
    },
    /** How many of a person's garments are measured and what the others lack: the rule the server stores the status by; no catalogue needed. */
    garmentCompletion: async (task: TaskGarments, person: { order_config?: { category_id: number }[] }, measurements: GarmentMeasurement[]) => personCompletion(task, person, measurements),
    emptyTechState: async (categoryId: number) => emptyTechState(await snapshot(), categoryId),
    stateFromTechIds: async (categoryId: number, editionId: number | null, techIds: number[]) => stateFromTechIds(await snapshot(), categoryId, editionId, techIds),
    chooseEdition: async (state: TechState, editionId: number | null) => chooseEdition(await snapshot(), state, editionId),
    chooseTechnique: async (state: TechState, techId: number) => chooseTechnique(await snapshot(), state, techId),
    cancelTechnique: async (state: TechState, groupId: number) => cancelTechnique(state, groupId),
    toggleSpecial: async (state: TechState, techId: number) => toggleSpecial(await snapshot(), state, techId),
    similarTechniques: async (state: TechState, techId: number) => similarTechniques(await snapshot(), state, techId),
    replaceByRange: async (state: TechState, techIds: number[], range: TechRange) => replaceByRange(await snapshot(), state, techIds, range),
    applyProduct: async (state: TechState, productCode: string, range: TechRange) => applyProduct(await snapshot(), state, productCode, range),
    applyStyle: async (state: TechState, styleNumber: string, range: TechRange) => applyStyle(await snapshot(), state, styleNumber, range),
    fabricTechniques: async (state: TechState, fabricNum: string) => {
      const s = await snapshot();
      const fabric = s.fabrics.find((f) => f.fabric_num === fabricNum);
      return fabric ? fabricTechniques(s, state, fabric) : state;
    },
  };
}

export type RulesApi = ReturnType<typeof createRulesApi>;

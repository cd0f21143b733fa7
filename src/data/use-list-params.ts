/**
 * A list page's keyword, filters (a tab is one), page and page size, kept in the address
 * (`?status=1&keyword=王&page=3`), so a reload, the back button from a row's detail or a link sent to a
 * colleague opens the same list. A value equal to its default stays out of the address, so a list
 * opened from the menu has a clean one; parameters the list does not own (a deep link's `source`)
 * are left as they are.
 *
 * A click's change is drawn at once (`flushSync`): the router draws an address change as a
 * transition, and until then a controlled radio or tab snaps back to its old value under the finger.
 * The keyword is not: the search box reports it from an effect, where flushSync may not run.
 *
 * One change per event: the router builds each address from the one it last drew, so of two
 * setters called in one handler only the last counts (each setter writes what it needs whole).
 *
 * Changing the keyword, a filter or the page size goes back to page 1 (the old page may not exist in
 * the new list); setting the keyword it already has changes nothing, so a search box that reports
 * its first text on mount does not undo a page read from the address.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

type Filters = Record<string, string>;

export type ListParamsOptions<F extends Filters> = {
  /** The page size when the address names none (or names one not offered). */
  size?: number;
  /** The sizes a reader may choose; a size in the address outside them is ignored. */
  sizes?: readonly number[];
  /** Each filter's default value; a filter's value in the address outside `allowed` is ignored. */
  filters?: F;
  allowed?: { [K in keyof F]?: readonly string[] };
};

export type ListParams<F extends Filters> = {
  keyword: string;
  page: number;
  size: number;
  filters: F;
  setKeyword: (keyword: string) => void;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  setFilter: <K extends keyof F & string>(name: K, value: F[K]) => void;
};

const KEYWORD = 'keyword';
const PAGE = 'page';
const SIZE = 'size';

function wholeNumber(text: string | null): number | undefined {
  if (text === null || !/^[1-9]\d{0,5}$/.test(text)) return undefined;
  return Number(text);
}

export function useListParams<F extends Filters = Record<never, string>>(options: ListParamsOptions<F> = {}): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const defaultSize = options.size ?? 10;
  const defaults = (options.filters ?? {}) as F;

  const read = useMemo(() => {
    const named = wholeNumber(params.get(SIZE));
    const size = named !== undefined && (!options.sizes || options.sizes.includes(named)) ? named : defaultSize;
    const filters = { ...defaults };
    for (const name of Object.keys(defaults) as (keyof F & string)[]) {
      const value = params.get(name);
      const allowed = options.allowed?.[name];
      if (value !== null && (!allowed || allowed.includes(value))) filters[name] = value as F[typeof name];
    }
    return { keyword: params.get(KEYWORD) ?? '', page: wholeNumber(params.get(PAGE)) ?? 1, size, filters };
    // The options are constants of the page; the address is what changes.
  }, [params]);

  /** Writes the named values (a default one leaves the address) and, unless told, page 1. */
  const write = useCallback(
    (changes: Record<string, { value: string; fallback: string }>, { keepPage = false, flushSync = true } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, { value, fallback }] of Object.entries(changes)) {
            if (value === fallback) next.delete(name);
            else next.set(name, value);
          }
          if (!keepPage) next.delete(PAGE);
          return next;
        },
        { replace: true, flushSync },
      ),
    [setParams],
  );

  const setKeyword = useCallback(
    (keyword: string) => {
      if (keyword !== read.keyword) write({ [KEYWORD]: { value: keyword, fallback: '' } }, { flushSync: false });
    },
    [read.keyword, write],
  );
  const setPage = useCallback((page: number) => write({ [PAGE]: { value: String(page), fallback: '1' } }, { keepPage: true }), [write]);
  const setSize = useCallback((size: number) => write({ [SIZE]: { value: String(size), fallback: String(defaultSize) } }), [write, defaultSize]);
  const setFilter = useCallback(
    <K extends keyof F & string>(name: K, value: F[K]) => {
      if (value !== read.filters[name]) write({ [name]: { value, fallback: defaults[name] ?? '' } });
    },
    [read.filters, write],
  );

  return { ...read, setKeyword, setPage, setSize, setFilter };
}

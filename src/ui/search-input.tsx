import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

type SearchInputProps = {
  label: string;
  /** Called with the trimmed text once typing pauses (300 ms), not on every keystroke. */
  onSearch: (skey: string) => void;
  w?: number;
  /** The keyword the list shows (the address's): the box follows it when it changes from elsewhere. */
  initial?: string;
};

/** The search box of every list page: its label is also its placeholder. */
export function SearchInput({ label, onSearch, w = 260, initial = '' }: SearchInputProps) {
  const [text, setText] = useState(initial);
  const [settled] = useDebouncedValue(text.trim(), 300);
  // The list's keyword changed other than by this box (a menu link to the same list, back or
  // forward): the box shows it, rather than words the list no longer searches for. A keyword this
  // box reported is what it settled on, and the text typed since is kept.
  const [followed, setFollowed] = useState(initial);
  if (initial !== followed) {
    setFollowed(initial);
    if (initial !== settled) setText(initial);
  }
  // onSearch changes identity on every render of the page; only a new settled text should call it.
  useEffect(() => onSearch(settled), [settled]);
  return <TextInput placeholder={label} aria-label={label} w={w} value={text} onChange={(e) => setText(e.currentTarget.value)} />;
}

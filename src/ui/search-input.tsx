import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

type SearchInputProps = {
  label: string;
  /** Called with the trimmed text once typing pauses (300 ms), not on every keystroke. */
  onSearch: (skey: string) => void;
  w?: number;
  initial?: string;
};

/** The search box of every list page: its label is also its placeholder. */
export function SearchInput({ label, onSearch, w = 260, initial = '' }: SearchInputProps) {
  const [text, setText] = useState(initial);
  const [settled] = useDebouncedValue(text.trim(), 300);
  // onSearch changes identity on every render of the page; only a new settled text should call it.
  useEffect(() => onSearch(settled), [settled]);
  return <TextInput placeholder={label} aria-label={label} w={w} value={text} onChange={(e) => setText(e.currentTarget.value)} />;
}

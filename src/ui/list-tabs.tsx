import { Tabs } from '@mantine/core';

type ListTabsProps<K extends string> = { value: K; tabs: readonly K[]; label: (tab: K) => string; onChange: (tab: K) => void };

/** The kind tabs above a list (custom / group / bulk ...). */
export function ListTabs<K extends string>({ value, tabs, label, onChange }: ListTabsProps<K>) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as K)} mb="md">
      <Tabs.List>
        {tabs.map((k) => (
          <Tabs.Tab key={k} value={k}>
            {label(k)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

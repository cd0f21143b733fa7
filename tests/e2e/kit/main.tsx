/** A page holding only the kit's DataTable with 1,000 rows, so its virtual rows and selection are tried in a real browser. */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable } from '@/ui/data-table';

const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }));

function App() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  return (
    <MantineProvider>
      <output data-testid="selected">{selected.size}</output>
      <DataTable
        rows={rows}
        rowKey={(r) => r.id}
        columns={[{ key: 'name', header: 'Name', cell: (r) => r.name }]}
        numbered={{ header: '#', first: 1 }}
        selection={{ selected, onChange: setSelected, rowLabel: (r) => r.name, allLabel: 'all' }}
        empty="none"
        testId="table"
        rowProps={() => ({ 'data-testid': 'row' })}
      />
    </MantineProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);

// Component tests in Chromium (ADR 079): the back office's list table.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { ListPagination } from '~/components/ui/list-pagination';

interface Part {
  id: string;
  name: string;
  material: string;
}
const PARTS: Part[] = Array.from({ length: 5 }, (_, index) => ({
  id: `p${index + 1}`,
  name: `Part ${index + 1}`,
  material: index % 2 ? 'EN8' : 'SS304',
}));
const columns: DataTableColumn<Part>[] = [
  { key: 'name', header: 'Name', cell: (part) => part.name },
  { key: 'material', header: 'Material', cell: (part) => part.material },
];

afterEach(() => cleanup());

/** A screen as the admin lists use it: searched on the client, two rows a page through the footer. */
function PartsList({ parts = PARTS }: { parts?: Part[] }) {
  const [query, setQuery] = useState('');
  const [pageNumber, setPage] = useState(1);
  const found = parts.filter((part) => part.name.toLowerCase().includes(query.toLowerCase()));
  const shown = found.slice((pageNumber - 1) * 2, pageNumber * 2);
  return (
    <DataTable
      columns={columns}
      rows={shown}
      rowKey={(part) => part.id}
      rowProps={(part) => ({ 'data-material': part.material })}
      search={{
        value: query,
        onChange: (value) => {
          setQuery(value);
          setPage(1);
        },
        placeholder: 'Search parts',
        label: 'Search parts',
        countLabel: `${found.length} of ${parts.length} shown`,
      }}
      footer={<ListPagination page={pageNumber} pageSize={2} total={found.length} onPage={setPage} />}
      pending={false}
      emptyMessage="No parts match."
    />
  );
}

const bodyRows = () => page.getByRole('row').elements().slice(1);
const cellTexts = () => bodyRows().map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));

describe('DataTable', () => {
  it('renders a header cell per column and a row per item with its cells and row attributes', async () => {
    await render(<PartsList />);
    await expect.element(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Material' })).toBeVisible();
    expect(cellTexts()).toEqual([
      ['Part 1', 'SS304'],
      ['Part 2', 'EN8'],
    ]);
    expect(bodyRows().map((row) => row.getAttribute('data-material'))).toEqual(['SS304', 'EN8']);
  });

  it('pages through the footer and narrows with the search box, with its count', async () => {
    await render(<PartsList />);
    await expect.element(page.getByText('5 of 5 shown')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.element(page.getByRole('cell', { name: 'Part 3' })).toBeVisible();
    expect(cellTexts().map(([name]) => name)).toEqual(['Part 3', 'Part 4']);

    await page.getByRole('searchbox', { name: 'Search parts' }).fill('5');
    await expect.element(page.getByText('1 of 5 shown')).toBeVisible();
    expect(cellTexts()).toEqual([['Part 5', 'SS304']]);
    await expect.element(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows the empty message instead of a table when no row matches', async () => {
    await render(<PartsList />);
    await page.getByRole('searchbox', { name: 'Search parts' }).fill('gear');
    await expect.element(page.getByText('No parts match.')).toBeVisible();
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
  });

  it('shows a spinner while pending, and Try again after a failed load', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(part) => part.id}
        pending
        pendingLabel="Loading parts…"
        emptyMessage="Could not load the parts."
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading parts…');
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();

    await screen.rerender(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(part) => part.id}
        pending={false}
        emptyMessage="Could not load the parts."
        retry={{ onRetry, busy: false }}
      />,
    );
    await expect.element(page.getByText('Could not load the parts.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

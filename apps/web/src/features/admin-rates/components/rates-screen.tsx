import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { MACHINE_KINDS, PROCESS_BASES, rateTablesBody, type RateTablesWire } from '@rp/contract';
import { AdminCard, AdminPageHeader, AdminSpinner } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { FormSaveBar } from '~/components/ui/form-save-bar';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format';
import { useRateTables } from '../api/get-rate-tables';
import { useSaveRateTables } from '../api/save-rate-tables';
import { newMachine, newMaterial, newProcess, ratesFormValues, type RatesFormValues } from '../utils/rates-form';
import { RateTable } from './rate-table';
import { StockDefaultsSection } from './stock-defaults-section';
import type { RateColumn } from './rate-cells';

const MACHINE_COLUMNS: readonly RateColumn[] = [
  { key: 'Name', label: 'Name', kind: 'text' },
  { key: 'Kind', label: 'Kind', kind: 'select', choices: MACHINE_KINDS },
  { key: 'HourRate', label: 'Hour rate ₹', kind: 'number', step: '0.01' },
];
const MATERIAL_COLUMNS: readonly RateColumn[] = [
  { key: 'Name', label: 'Name', kind: 'text' },
  { key: 'Density', label: 'Density g/cm³', kind: 'number', step: '0.001' },
  { key: 'PricePerKg', label: 'Price per kg ₹', kind: 'number', step: '0.01' },
  { key: 'RemovalRate', label: 'Removal cm³/min', kind: 'number', step: '0.01' },
  { key: 'FinishRate', label: 'Finish cm²/min', kind: 'number', step: '0.01' },
];
const PROCESS_COLUMNS: readonly RateColumn[] = [
  { key: 'Name', label: 'Name', kind: 'text' },
  { key: 'Basis', label: 'Basis', kind: 'select', choices: PROCESS_BASES },
  { key: 'Price', label: 'Price ₹', kind: 'number', step: '0.01' },
];

/** The contract's schema on the raw values: the server parses the rupees itself. */
const resolver = zodResolver(rateTablesBody, undefined, { raw: true }) as unknown as Resolver<RatesFormValues>;

function RatesForm({ record, canEdit }: { record: RateTablesWire; canEdit: boolean }) {
  const save = useSaveRateTables();
  const defaults = useMemo(() => ratesFormValues(record), [record]);
  const form = useForm<RatesFormValues>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  const { reset, handleSubmit, setError, formState } = form;
  useEffect(() => reset(defaults), [defaults, reset]);
  const [invalid, setInvalid] = useState(false);

  const submit = handleSubmit(
    async (values) => {
      setInvalid(false);
      try {
        toast.success((await save.mutateAsync(values)).message);
      } catch (error) {
        // The server names the table (Machines, Materials, ...) or the field; its message shows there.
        const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
        for (const [field, message] of Object.entries(errors)) setError(field as FieldPath<RatesFormValues>, { type: 'server', message });
        if (Object.keys(errors).length) setInvalid(true);
        toast.error(error instanceof Error && error.message ? error.message : 'The rates could not be saved. Please try again.');
      }
    },
    () => setInvalid(true),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Rates">
        <fieldset disabled={!canEdit || formState.isSubmitting} className="min-w-0 space-y-5">
          <RateTable
            name="Machines"
            title="Machines"
            description="What an hour on each machine costs, set-up and running alike."
            rowNoun="machine"
            columns={MACHINE_COLUMNS}
            gridClass="sm:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_2.25rem]"
            newRow={newMachine}
            canEdit={canEdit}
          />
          <RateTable
            name="Materials"
            title="Materials"
            description="Density, the bar or plate price, and how fast it is roughed and finished."
            rowNoun="material"
            columns={MATERIAL_COLUMNS}
            gridClass="sm:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))_2.25rem]"
            newRow={newMaterial}
            canEdit={canEdit}
          />
          <RateTable
            name="Processes"
            title="Outside processes"
            description="Hardening, plating and the like: a price per kg of the part, per piece, or per lot."
            rowNoun="process"
            columns={PROCESS_COLUMNS}
            gridClass="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_2.25rem]"
            newRow={newProcess}
            canEdit={canEdit}
          />
          <StockDefaultsSection canEdit={canEdit} />
        </fieldset>
        {canEdit ? (
          <FormSaveBar
            invalid={invalid}
            dirty={formState.isDirty}
            submitting={formState.isSubmitting}
            onDiscard={() => {
              setInvalid(false);
              reset(defaults);
            }}
            saveLabel="Save rates"
            stateTestId="rates-save-state"
          />
        ) : null}
      </form>
    </FormProvider>
  );
}

/**
 * /admin/settings/rates (issue 47): the rates every estimate is built from. Owners edit them; Staff read them.
 * A change applies to new estimates; a saved estimate keeps the rates it was made with.
 */
export function RatesScreen({ canEdit }: { canEdit: boolean }) {
  const rates = useRateTables();
  const record = rates.data;
  const stamp =
    record?.UpdatedBy && record.UpdatedAt
      ? `Last saved by ${record.UpdatedBy}, ${formatDateTime(record.UpdatedAt)}.`
      : 'Not edited yet: these are plausible Rajkot rates to start from.';
  return (
    <>
      <AdminPageHeader
        title="Rates"
        description={
          <>
            What estimates are built from: machines, materials, outside processes and stock. {record ? stamp : null}{' '}
            <Link
              to="/admin/settings"
              className="font-medium text-steel-700 underline underline-offset-2 hover:text-steel-900 dark:text-steel-300 dark:hover:text-white"
            >
              Company settings
            </Link>
          </>
        }
      />
      {rates.isPending ? <AdminSpinner /> : null}
      {rates.isError ? (
        <AdminCard className="p-6 text-sm text-red-700 dark:text-red-300">
          {rates.error.message}{' '}
          <Button variant="secondary" size="sm" className="ml-2" onClick={() => void rates.refetch()}>
            Try again
          </Button>
        </AdminCard>
      ) : null}
      {record ? (
        <div className="space-y-5">
          {canEdit ? null : (
            <AdminCard className="flex gap-3 p-4 text-sm text-slate-600 dark:text-slate-300">
              <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p data-testid="rates-read-only">Only an Owner can change the rates. You can read them here and use them in estimates.</p>
            </AdminCard>
          )}
          <RatesForm record={record} canEdit={canEdit} />
        </div>
      ) : null}
    </>
  );
}

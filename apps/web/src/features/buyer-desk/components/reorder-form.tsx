import type { AccountSummary } from '@rp/contract';
import { LIMITS, MODAL_DRAWING_EXTENSIONS } from '@rp/contract/plain';
import { buttonClass } from '~/components/ui/button';
import { Field, controlProps } from '~/components/ui/field';
import type { DeskFormReply } from '../utils/desk-reply';
import { cardClass, linkClass, moneyText, mutedClass, quantityInput, quantityText } from '../utils/desk-format';

type DeskOrder = AccountSummary['Orders']['Items'][number];
type DeskLine = DeskOrder['Lines'][number];

function LineField({
  line,
  order,
  reply,
  choosable,
}: {
  line: DeskLine;
  order: DeskOrder;
  reply?: DeskFormReply;
  /** Several lines: each has a checkbox (an unticked line is not posted, so not ordered). */
  choosable: boolean;
}) {
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  const name = `Quantity_${line._id}`;
  const id = `reorder-${line._id}`;
  const drawing = line.DrawingNo ? `Drawing ${line.DrawingNo}${line.DrawingRev ? ` rev. ${line.DrawingRev}` : ''}` : '';
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[1fr_12rem] dark:border-steel-700" data-testid="reorder-line">
      {choosable ? null : <input type="hidden" name="LineId" value={line._id} />}
      <div className="min-w-0">
        {choosable ? (
          <label className="flex items-start gap-3 font-semibold break-words text-steel-950 dark:text-white">
            <input
              type="checkbox"
              name="LineId"
              value={line._id}
              defaultChecked={reply ? values[`Line_${line._id}`] === 'on' : true}
              className="mt-0.5 size-5 shrink-0 accent-amber-brand-500"
            />
            <span className="min-w-0">{line.Description}</span>
          </label>
        ) : (
          <p className="font-semibold break-words text-steel-950 dark:text-white">{line.Description}</p>
        )}
        <p className={`text-sm ${mutedClass}`}>
          {drawing ? `${drawing} · ` : ''}last {quantityText(line.Quantity)} {line.Unit} at {moneyText(line.UnitPrice, order.Currency)}
          {line.Per > 1 ? ` per ${line.Per}` : ''}
        </p>
      </div>
      <Field id={id} label={`Quantity (${line.Unit})`} required error={errors[name]}>
        <input
          {...controlProps(id, errors[name], { required: true })}
          name={name}
          inputMode="decimal"
          defaultValue={values[name] ?? quantityInput(line.Quantity)}
        />
      </Field>
    </li>
  );
}

/**
 * "Order again": the chosen lines of an earlier order with their last quantities (editable), a PO number, the day
 * they are needed by and a note; posted without JavaScript to this page, which sends POST /api/v1/account/reorder.
 * A new drawing revision cannot ride along (the reorder call takes no file): the note says where to send it.
 */
export function ReorderForm({ order, lines, reply, action }: { order: DeskOrder; lines: DeskLine[]; reply?: DeskFormReply; action: string }) {
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  const general = reply && !reply.sent && Object.keys(errors).length === 0 ? reply.message : undefined;
  const text = (name: string, label: string, opts: { type?: string; hint?: string; autoComplete?: string } = {}) => (
    <Field id={`reorder-${name}`} label={label} error={errors[name]} hint={opts.hint}>
      <input
        {...controlProps(`reorder-${name}`, errors[name])}
        name={name}
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete ?? 'off'}
        defaultValue={values[name] ?? ''}
      />
    </Field>
  );
  return (
    <section aria-labelledby="reorder-heading" className={`${cardClass} mx-auto max-w-3xl`}>
      <h2 id="reorder-heading" className="text-lg font-bold text-steel-950 dark:text-white">
        Order again from <span className="font-mono whitespace-nowrap">{order.Number}</span>
      </h2>
      <p className={`mt-2 text-sm ${mutedClass}`}>
        It reaches us as a new request linked to this order, and we quote it from the earlier prices. Change the quantities if you need to.
      </p>
      {general ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          {general}
        </p>
      ) : null}
      {reply && !general ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-400">
          Please correct what is marked below.
        </p>
      ) : null}
      {/* multipart: the new drawing revision travels with the form, also without JavaScript. */}
      <form method="post" action={action} encType="multipart/form-data" noValidate className="mt-5 grid gap-5">
        <input type="hidden" name="OrderId" value={order._id} />
        <ul className="grid gap-3">
          {lines.map((line) => (
            <LineField key={line._id} line={line} order={order} reply={reply} choosable={lines.length > 1} />
          ))}
        </ul>
        {errors.Lines ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {errors.Lines}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('PONumber', 'PO number (optional)')}
          {text('RequiredBy', 'Required by (optional)', { type: 'date' })}
        </div>
        <Field
          id="reorder-Drawing"
          label="New drawing revision (optional)"
          error={errors.Drawing}
          hint={`PDF, DXF, STEP, DWG, JPG or PNG · up to 5 MB each, ${LIMITS.drawingMaxFiles} files, 20 MB in all. Choose it again after a correction.`}
        >
          <input
            {...controlProps('reorder-Drawing', errors.Drawing)}
            name="Drawing"
            type="file"
            multiple
            accept={MODAL_DRAWING_EXTENSIONS.join(',')}
            className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-steel-950 dark:text-slate-300 dark:file:bg-steel-800 dark:file:text-white"
          />
        </Field>
        <Field id="reorder-Note" label="Note (optional)" error={errors.Note}>
          <textarea {...controlProps('reorder-Note', errors.Note)} name="Note" rows={3} maxLength={2000} defaultValue={values.Note ?? ''} />
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass('primary', 'lg')}>
            Send the repeat order
          </button>
          <a href="/account" className={linkClass}>
            Back to your account
          </a>
        </div>
      </form>
    </section>
  );
}

/** After sending: the new request's reference and the way back. */
export function ReorderSent({ reference }: { reference: string }) {
  return (
    <section aria-labelledby="reorder-sent-heading" role="status" className={`${cardClass} mx-auto max-w-3xl`} data-testid="reorder-sent">
      <h2 id="reorder-sent-heading" className="text-lg font-bold text-steel-950 dark:text-white">
        Your repeat order is with us: <span className="font-mono whitespace-nowrap">{reference}</span>
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        We mail you the quotation for it. It is listed under Requests on your account meanwhile.
      </p>
      <a href="/account" className={`${linkClass} mt-4`}>
        Back to your account
      </a>
    </section>
  );
}

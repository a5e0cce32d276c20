import { LIMITS } from '@rp/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { TOO_MANY_REQUESTS_MESSAGE, showSubmitFailure, visitorField, visitorRecord } from '../../src/lib/visitor-form';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../../src/components/ui/toast', () => ({ toast: { error: toastError } }));

describe('visitorField', () => {
  it("uses the form's own 'required' message, then the contract's rules", () => {
    const fullName = visitorField.fullName('Full name is required');
    expect(fullName.safeParse('  ').error?.issues[0]?.message).toBe('Full name is required');
    expect(fullName.safeParse('x'.repeat(LIMITS.nameMax + 1)).error?.issues[0]?.message).toBe(
      `Full name must be at most ${LIMITS.nameMax} characters.`,
    );
    expect(fullName.parse('  Asha Patel ')).toBe('Asha Patel');
  });

  it('keeps an optional phone optional and checks a filled one like the server', () => {
    expect(visitorField.phone().safeParse('').success).toBe(true);
    expect(visitorField.phone().safeParse('call me').error?.issues[0]?.message).toMatch(/Phone number may contain only digits/);
    expect(visitorField.phone('Phone number is required').safeParse('').error?.issues[0]?.message).toBe('Phone number is required');
  });
});

describe('visitorRecord', () => {
  it('trims the fields and writes the details as Description lines', () => {
    const record = visitorRecord({ fullName: ' A ', email: ' a@example.com ', phone: ' 1 ', message: ' m ', website: '' }, { Company: 'Acme' });
    expect(record).toEqual({
      Title: 'A',
      Description: 'Company: Acme',
      Email: 'a@example.com',
      ContactNo: '1',
      Message: 'm',
      Status: 'New',
      Website: '',
    });
  });
});

describe('showSubmitFailure', () => {
  it("shows the failure toast and puts the server's field errors on the form's fields", () => {
    const setError = vi.fn();
    const onFieldError = vi.fn();
    const error = new ApiError(400, 'Bad', { Title: 'Too long', Email: 'Not an e-mail', MediaFileBody: 'Wrong type' }, true);
    showSubmitFailure(error, {
      failureMessage: 'Failed.',
      toastId: 't1',
      setError,
      fields: { Title: 'fullName', Email: 'email' },
      ownMessages: { Email: 'Invalid email' },
      onFieldError,
    });
    expect(toastError).toHaveBeenLastCalledWith('Failed.', { id: 't1' });
    expect(setError.mock.calls).toEqual([
      ['fullName', { message: 'Too long' }],
      ['email', { message: 'Invalid email' }],
    ]);
    expect(onFieldError).toHaveBeenCalledWith('MediaFileBody', 'Wrong type');
  });

  it('answers 429 with its own toast and no field errors', () => {
    const setError = vi.fn();
    showSubmitFailure(new ApiError(429, 'Too many', { Title: 'x' }, true), { failureMessage: 'Failed.', setError, fields: { Title: 'fullName' } });
    expect(toastError).toHaveBeenLastCalledWith(TOO_MANY_REQUESTS_MESSAGE, { id: undefined });
    expect(setError).not.toHaveBeenCalled();
  });
});

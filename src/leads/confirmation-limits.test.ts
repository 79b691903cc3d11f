import { describe, expect, it } from 'vitest';
import { channelsWithin, CONFIRMATION_LIMITS, mayConfirm } from './confirmation-limits';

describe('the confirmations one address is sent', () => {
  it('are 20 in an hour and 50 in a day: the 21st in an hour and the 51st in a day are left out', () => {
    expect(CONFIRMATION_LIMITS).toEqual({ perHour: 20, perDay: 50 });
    expect(mayConfirm({ hour: 19, day: 19 })).toBe(true);
    expect(mayConfirm({ hour: 20, day: 20 })).toBe(false);
    expect(mayConfirm({ hour: 0, day: 49 })).toBe(true);
    expect(mayConfirm({ hour: 0, day: 50 })).toBe(false);
  });

  it('leave out only the confirmation: sales and the webhook still get the request', () => {
    const channels = ['email', 'webhook', 'confirmation'] as const;
    expect(channelsWithin(channels, { hour: 3, day: 10 })).toEqual(channels);
    expect(channelsWithin(channels, { hour: 20, day: 20 })).toEqual(['email', 'webhook']);
  });
});

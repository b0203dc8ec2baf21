import { trimPayload } from './trim-payload';

describe('payload trimming', () => {
  it('trims every string, nested too, and leaves other values alone', () => {
    const file = new Blob(['x']);
    const out = trimPayload({ name: '  Acme ', count: 3, ok: true, tags: [' a ', 'b '], address: { city: ' Austin ' }, logo: file, none: null });
    expect(out).toEqual({ name: 'Acme', count: 3, ok: true, tags: ['a', 'b'], address: { city: 'Austin' }, logo: file, none: null });
    expect(out.logo).toBe(file);
  });
  it('keeps blank strings as empty strings by default (client form) or sends null (reseller onboarding)', () => {
    expect(trimPayload({ dba: '   ' })).toEqual({ dba: '' });
    expect(trimPayload({ pxnrTenantName: '   ' }, { emptyAs: 'null' })).toEqual({ pxnrTenantName: null });
  });
  it('does not change its input', () => {
    const input = { name: ' x ' };
    trimPayload(input);
    expect(input.name).toBe(' x ');
  });
});

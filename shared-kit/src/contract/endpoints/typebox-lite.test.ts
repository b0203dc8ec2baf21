/**
 * Browser builds replace TypeBox's builder with typebox-lite.ts: every schema of the endpoint table
 * built with it must be the JSON Schema TypeBox builds (symbols aside, which JSON never carries).
 */
import { Type as TypeBox } from '@sinclair/typebox';
import type { EndpointTable } from './define-endpoint';
import { Type as Lite } from './typebox-lite';

/** The table as JSON (symbol keys dropped), with TypeBox's builder or with typebox-lite's. */
function tableJson(builder: 'typebox' | 'lite'): unknown {
  let table: EndpointTable | undefined;
  jest.isolateModules(() => {
    if (builder === 'lite') jest.doMock('@sinclair/typebox', () => ({ Type: jest.requireActual('./typebox-lite').Type }));
    else jest.dontMock('@sinclair/typebox');
    table = (jest.requireActual('../all-endpoints') as { ENDPOINTS: EndpointTable }).ENDPOINTS;
  });
  return JSON.parse(JSON.stringify(table));
}

describe('typebox-lite (the browser builds’ TypeBox builder)', () => {
  it('builds every schema of the endpoint table exactly as TypeBox does', () => {
    const lite = tableJson('lite');
    const typebox = tableJson('typebox');
    expect(Object.keys(lite as object).length).toBeGreaterThan(40);
    expect(lite).toEqual(typebox);
  });

  it('lists as required exactly the properties not marked optional', () => {
    const json = (value: unknown) => JSON.parse(JSON.stringify(value));
    const lite = json(Lite.Object({ a: Lite.String(), b: Lite.Optional(Lite.Integer({ minimum: 1 })) }, { additionalProperties: false }));
    const typebox = json(TypeBox.Object({ a: TypeBox.String(), b: TypeBox.Optional(TypeBox.Integer({ minimum: 1 })) }, { additionalProperties: false }));
    expect(lite).toEqual({ type: 'object', required: ['a'], properties: { a: { type: 'string' }, b: { type: 'integer', minimum: 1 } }, additionalProperties: false });
    expect(lite).toEqual(typebox);
  });

  it('builds unions of none, one and several schemas, literals and arrays as TypeBox does', () => {
    const json = (value: unknown) => JSON.parse(JSON.stringify(value));
    expect(json(Lite.Union([]))).toEqual(json(TypeBox.Union([])));
    expect(json(Lite.Union([Lite.String()], { description: 'one' }))).toEqual(json(TypeBox.Union([TypeBox.String()], { description: 'one' })));
    expect(json(Lite.Union([Lite.String(), Lite.Null()]))).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    expect(json(Lite.Literal(true))).toEqual(json(TypeBox.Literal(true)));
    expect(json(Lite.Array(Lite.Number(), { maxItems: 3 }))).toEqual({ type: 'array', items: { type: 'number' }, maxItems: 3 });
  });
});

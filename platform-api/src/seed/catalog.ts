/** Names and places the seed data is made of. */

/** Currencies of the seed: code, symbol, units per 1 USD. */
export const SEED_CURRENCIES = [
  { code: 'USD', symbol: '$', usdRate: 1 },
  { code: 'EUR', symbol: '€', usdRate: 0.92 },
  { code: 'GBP', symbol: '£', usdRate: 0.79 },
  { code: 'CAD', symbol: 'CA$', usdRate: 1.37 },
  { code: 'AUD', symbol: 'A$', usdRate: 1.53 },
  { code: 'MXN', symbol: 'MX$', usdRate: 17.2 },
] as const;

export type SeedCurrencyCode = (typeof SEED_CURRENCIES)[number]['code'];

/** Where clients of a currency are, with a few cities and states of that country. */
export const PLACES: Record<SeedCurrencyCode, { country: string; regions: ReadonlyArray<readonly [city: string, state: string | null, zip: string]> }> = {
  USD: {
    country: 'United States',
    regions: [
      ['Austin', 'TX', '78701'],
      ['Miami', 'FL', '33130'],
      ['Seattle', 'WA', '98101'],
      ['Chicago', 'IL', '60601'],
      ['Atlanta', 'GA', '30303'],
      ['San Jose', 'CA', '95113'],
      ['New York', 'NY', '10001'],
      ['Denver', 'CO', '80202'],
    ],
  },
  EUR: {
    country: 'Germany',
    regions: [
      ['Berlin', 'Berlin', '10115'],
      ['Hamburg', 'Hamburg', '20095'],
      ['Munich', 'Bavaria', '80331'],
    ],
  },
  GBP: {
    country: 'United Kingdom',
    regions: [
      ['London', 'England', 'EC1A 1BB'],
      ['Manchester', 'England', 'M1 1AE'],
      ['Glasgow', 'Scotland', 'G1 1XQ'],
    ],
  },
  CAD: {
    country: 'Canada',
    regions: [
      ['Toronto', 'ON', 'M5H 2N2'],
      ['Vancouver', 'BC', 'V6B 1A1'],
      ['Montreal', 'QC', 'H2Y 1C6'],
    ],
  },
  AUD: {
    country: 'Australia',
    regions: [
      ['Sydney', 'NSW', '2000'],
      ['Melbourne', 'VIC', '3000'],
    ],
  },
  MXN: {
    country: 'Mexico',
    regions: [
      ['Ciudad de México', 'CDMX', '06000'],
      ['Guadalajara', 'JAL', '44100'],
    ],
  },
};

/**
 * Client names of the default seed. Two legal names start with characters a spreadsheet would
 * read as a formula (`+`, `@`), as real names sometimes do; exports must escape them.
 */
export const CLIENT_NAMES: ReadonlyArray<readonly [clientName: string, legalSuffix: string]> = [
  ['WeSellCellular', 'LLC'],
  ['Acme Phones', 'Inc.'],
  ['Bluewave Mobile', 'LLC'],
  ['Cellbridge Devices', 'Ltd'],
  ['Dash Wireless', 'Inc.'],
  ['Evergreen Trade-In', 'LLC'],
  ['Fonix Resale', 'GmbH'],
  ['GreenCell Exchange', 'Ltd'],
  ['Harbor Handsets', 'Inc.'],
  ['Ionic Refurb', 'LLC'],
  ['Jetstream Gadgets', 'Pty Ltd'],
  ['Kiwi Mobile Outlet', 'Ltd'],
  ['Lumen Devices', 'Inc.'],
  ['Metro Phone Recyclers', 'LLC'],
  ['Nova Renewed', 'S.A. de C.V.'],
  ['Orbit Second Life', 'Ltd'],
  ['Pulse Tech Resale', 'Inc.'],
  ['Quartz Wireless', 'GmbH'],
  ['Relay Refurbished', 'LLC'],
  ['Summit Smartphones', 'Inc.'],
  ['Tidewater Trade', 'Ltd'],
  ['Urban Mobile Depot', 'LLC'],
  ['Vertex Phones', 'Pty Ltd'],
  ['Wavelength Devices', 'Inc.'],
  ['Xcel Refurb Co', 'Ltd'],
  ['Yellowstone Wireless', 'LLC'],
  ['Zenith Handhelds', 'Inc.'],
  ['+Plus Mobile', 'Ltd'],
  ['@Home Devices', 'LLC'],
  ['Brightside Cellular', 'Inc.'],
  ['Cascade Renew', 'LLC'],
  ['Delta Device Hub', 'Inc.'],
  ['Echo Phone Traders', 'Ltd'],
  ['Fjord Mobile', 'GmbH'],
  ['Granite Gadget Exchange', 'Inc.'],
  ['Horizon ReCell', 'LLC'],
];

/** Words that make client names of large (benchmark) seeds. */
export const NAME_PREFIXES = ['Apex', 'Beacon', 'Cobalt', 'Drift', 'Ember', 'Falcon', 'Glacier', 'Helix', 'Indigo', 'Juniper', 'Keystone', 'Lattice', 'Meridian', 'Nimbus', 'Onyx', 'Prism', 'Quill', 'Radiant', 'Sierra', 'Titan'];
export const NAME_SUFFIXES = ['Mobile', 'Wireless', 'Devices', 'Phones', 'Cellular', 'Renewed', 'Gadgets', 'Trade', 'Refurb', 'Electronics'];

export const FIRST_NAMES = ['Alex', 'Blake', 'Casey', 'Dana', 'Elliot', 'Frankie', 'Gray', 'Harper', 'Indra', 'Jordan', 'Kai', 'Logan', 'Morgan', 'Noor', 'Owen', 'Priya', 'Quinn', 'Riley', 'Sam', 'Taylor'];
export const LAST_NAMES = ['Adams', 'Brooks', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jensen', 'Khan', 'Lopez', 'Miller', 'Nguyen', 'Okafor', 'Patel', 'Rossi', 'Silva', 'Tanaka', 'Walsh'];
export const STREETS = ['Market St', 'Commerce Ave', 'Harbor Blvd', 'Industrial Way', 'Main St', 'Station Rd', 'Park Lane', 'Riverside Dr'];

/** Prospective tenants of the client forms (docs/client-success.md#client-forms). */
export const PROSPECT_NAMES = [
  'Aurora Phone Exchange',
  'Bayside Refurbishers',
  'Crestline Mobile',
  'Dunmore Devices',
  'Elm Street Wireless',
  'Foxglove Trade-In',
  'Goldleaf Gadgets',
  'Highland Cellular',
  'Iris Mobile Renew',
  'Jade Coast Phones',
  'Kestrel Devices',
  'Lakeshore Mobile',
  'Maple & Co Wireless',
  'Northgate Renewed',
  'Oakridge Phones',
  'Pinecrest Cellular',
  'Quayside Gadgets',
  'Redwood Refurb',
  'Saltmarsh Mobile',
  'Thistle Devices',
  'Upland Wireless',
  'Vale Phone Traders',
  'Willow Mobile',
  'Yarrow Electronics',
];

/**
 * The three demo merchants, described by hand so the demo reads like real Australian businesses:
 * what they sell (category tree and product nouns), where their stock sits, and how much data
 * each gets. Generators in this folder turn these into records.
 */
export interface CategoryProfile {
  name: string;
  parent?: string;
  color: string;
  /** Product nouns for titles in this category. */
  nouns: string[];
}

export interface OrganisationProfile {
  name: string;
  legalName: string;
  domain: string;
  skuPrefix: string;
  tier: 'starter' | 'growth' | 'enterprise';
  suburb: string;
  state: string;
  postcode: string;
  warehouses: { name: string; code: string; suburb: string; state: string }[];
  categories: CategoryProfile[];
  counts: {
    products: number;
    bundles: number;
    suppliers: number;
    customers: number;
    orders: number;
    tickets: number;
    invoices: number;
  };
}

/**
 * A category tree written as a table, one category a line: name, colour, then the product nouns
 * (comma-separated). A name after '>' is a sub-category of the nearest top-level one above it.
 */
function categoryTable(table: string): CategoryProfile[] {
  let top = '';
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const match = /^\s*(>)?\s*(.+?)\s+(#[0-9a-f]{6})\s+(.+)$/.exec(line);
      if (!match) throw new Error(`Not a category line: ${line}`);
      const [, sub, name, color, nouns] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      if (!sub) top = name;
      return { name, ...(sub ? { parent: top } : {}), color, nouns: nouns.split(/,\s*/) };
    });
}

/** A warehouse named after its city and suburb ('Sydney – Eastern Creek'). */
const warehouse = (city: string, suburb: string, code: string, state: string) => ({
  name: `${city} – ${suburb}`,
  code,
  suburb,
  state,
});

export const ORGANISATION_PROFILES: OrganisationProfile[] = [
  {
    name: 'Koala Supply Co',
    legalName: 'Koala Supply Co Pty Ltd',
    domain: 'koalasupply.com.au',
    skuPrefix: 'KSC',
    tier: 'growth',
    suburb: 'Alexandria',
    state: 'NSW',
    postcode: '2015',
    warehouses: [
      warehouse('Sydney', 'Eastern Creek', 'SYD1', 'NSW'),
      warehouse('Melbourne', 'Truganina', 'MEL1', 'VIC'),
      warehouse('Brisbane', 'Larapinta', 'BNE1', 'QLD'),
    ],
    categories: categoryTable(`
      Pantry          #8c5a2b  Honey, Granola, Olive Oil, Muesli
      > Coffee & Tea  #6f4e37  Coffee Beans, Cold Brew Pack, Chai Blend, Green Tea
      > Snacks        #e0a030  Trail Mix, Protein Bar, Macadamia Pack, Rice Crackers
      Personal Care   #d0679d  Hand Cream, Lip Balm, Body Wash
      > Skincare      #f08fb0  Face Serum, Sunscreen SPF50, Night Cream
      Household       #2f7ebc  Beeswax Wraps, Bamboo Brush, Laundry Powder
      > Cleaning      #3fb6c9  Surface Spray, Dish Soap, Microfibre Cloths
      Gift Boxes      #9b59b6  Hamper, Gift Box, Tasting Set
      Pet             #4caf50  Dog Treats, Cat Bowl, Pet Shampoo
      Baby            #f4c430  Muslin Wraps, Baby Balm, Teething Ring
    `),
    counts: {
      products: 240,
      bundles: 24,
      suppliers: 9,
      customers: 18,
      orders: 75,
      tickets: 15,
      invoices: 8,
    },
  },
  {
    name: 'Harbour & Finch',
    legalName: 'Harbour and Finch Homewares Pty Ltd',
    domain: 'harbourandfinch.com.au',
    skuPrefix: 'HNF',
    tier: 'starter',
    suburb: 'Collingwood',
    state: 'VIC',
    postcode: '3066',
    warehouses: [
      warehouse('Melbourne', 'Dandenong South', 'MEL2', 'VIC'),
      warehouse('Sydney', 'Wetherill Park', 'SYD2', 'NSW'),
    ],
    categories: categoryTable(`
      Kitchen         #c0392b  Chopping Board, Knife Block, Utensil Set
      > Cookware      #e74c3c  Cast Iron Pan, Dutch Oven, Saucepan
      > Tableware     #e67e22  Dinner Plate Set, Stoneware Bowl, Linen Napkins
      Linen           #95a5a6  Linen Sheet Set, Quilt Cover, Throw
      > Bath          #5dade2  Bath Towel, Bath Mat, Waffle Robe
      Decor           #27ae60  Vase, Wall Print, Cushion
      > Candles       #f1c40f  Soy Candle, Reed Diffuser, Tealight Set
      Lighting        #34495e  Table Lamp, Pendant Shade, Floor Lamp
    `),
    counts: {
      products: 210,
      bundles: 22,
      suppliers: 6,
      customers: 12,
      orders: 45,
      tickets: 9,
      invoices: 7,
    },
  },
  {
    name: 'Outback Outfitters',
    legalName: 'Outback Outfitters Pty Ltd',
    domain: 'outbackoutfitters.com.au',
    skuPrefix: 'OBO',
    tier: 'enterprise',
    suburb: 'Osborne Park',
    state: 'WA',
    postcode: '6017',
    warehouses: [
      warehouse('Perth', 'Kewdale', 'PER1', 'WA'),
      warehouse('Adelaide', 'Wingfield', 'ADL1', 'SA'),
    ],
    categories: categoryTable(`
      Apparel         #2c3e50  Merino Tee, Work Shirt, Hiking Shorts
      > Jackets       #16a085  Rain Shell, Down Jacket, Oilskin Vest
      Footwear        #7f4f24  Hiking Boot, Trail Runner, Wool Socks
      Camping         #d35400  Camp Chair, Swag, Camp Stove
      > Tents         #e59866  2-Person Tent, Touring Tent, Tarp
      Packs           #1abc9c  Daypack 25L, Hiking Pack 60L, Dry Bag
      Accessories     #8e44ad  Headlamp, Water Bottle, Wide Brim Hat
    `),
    counts: {
      products: 205,
      bundles: 21,
      suppliers: 5,
      customers: 10,
      orders: 30,
      tickets: 6,
      invoices: 5,
    },
  },
];

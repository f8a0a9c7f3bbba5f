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
      { name: 'Sydney – Eastern Creek', code: 'SYD1', suburb: 'Eastern Creek', state: 'NSW' },
      { name: 'Melbourne – Truganina', code: 'MEL1', suburb: 'Truganina', state: 'VIC' },
      { name: 'Brisbane – Larapinta', code: 'BNE1', suburb: 'Larapinta', state: 'QLD' },
    ],
    categories: [
      { name: 'Pantry', color: '#8c5a2b', nouns: ['Honey', 'Granola', 'Olive Oil', 'Muesli'] },
      {
        name: 'Coffee & Tea',
        parent: 'Pantry',
        color: '#6f4e37',
        nouns: ['Coffee Beans', 'Cold Brew Pack', 'Chai Blend', 'Green Tea'],
      },
      {
        name: 'Snacks',
        parent: 'Pantry',
        color: '#e0a030',
        nouns: ['Trail Mix', 'Protein Bar', 'Macadamia Pack', 'Rice Crackers'],
      },
      { name: 'Personal Care', color: '#d0679d', nouns: ['Hand Cream', 'Lip Balm', 'Body Wash'] },
      {
        name: 'Skincare',
        parent: 'Personal Care',
        color: '#f08fb0',
        nouns: ['Face Serum', 'Sunscreen SPF50', 'Night Cream'],
      },
      {
        name: 'Household',
        color: '#2f7ebc',
        nouns: ['Beeswax Wraps', 'Bamboo Brush', 'Laundry Powder'],
      },
      {
        name: 'Cleaning',
        parent: 'Household',
        color: '#3fb6c9',
        nouns: ['Surface Spray', 'Dish Soap', 'Microfibre Cloths'],
      },
      { name: 'Gift Boxes', color: '#9b59b6', nouns: ['Hamper', 'Gift Box', 'Tasting Set'] },
      { name: 'Pet', color: '#4caf50', nouns: ['Dog Treats', 'Cat Bowl', 'Pet Shampoo'] },
      { name: 'Baby', color: '#f4c430', nouns: ['Muslin Wraps', 'Baby Balm', 'Teething Ring'] },
    ],
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
      {
        name: 'Melbourne – Dandenong South',
        code: 'MEL2',
        suburb: 'Dandenong South',
        state: 'VIC',
      },
      { name: 'Sydney – Wetherill Park', code: 'SYD2', suburb: 'Wetherill Park', state: 'NSW' },
    ],
    categories: [
      {
        name: 'Kitchen',
        color: '#c0392b',
        nouns: ['Chopping Board', 'Knife Block', 'Utensil Set'],
      },
      {
        name: 'Cookware',
        parent: 'Kitchen',
        color: '#e74c3c',
        nouns: ['Cast Iron Pan', 'Dutch Oven', 'Saucepan'],
      },
      {
        name: 'Tableware',
        parent: 'Kitchen',
        color: '#e67e22',
        nouns: ['Dinner Plate Set', 'Stoneware Bowl', 'Linen Napkins'],
      },
      { name: 'Linen', color: '#95a5a6', nouns: ['Linen Sheet Set', 'Quilt Cover', 'Throw'] },
      {
        name: 'Bath',
        parent: 'Linen',
        color: '#5dade2',
        nouns: ['Bath Towel', 'Bath Mat', 'Waffle Robe'],
      },
      { name: 'Decor', color: '#27ae60', nouns: ['Vase', 'Wall Print', 'Cushion'] },
      {
        name: 'Candles',
        parent: 'Decor',
        color: '#f1c40f',
        nouns: ['Soy Candle', 'Reed Diffuser', 'Tealight Set'],
      },
      { name: 'Lighting', color: '#34495e', nouns: ['Table Lamp', 'Pendant Shade', 'Floor Lamp'] },
    ],
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
      { name: 'Perth – Kewdale', code: 'PER1', suburb: 'Kewdale', state: 'WA' },
      { name: 'Adelaide – Wingfield', code: 'ADL1', suburb: 'Wingfield', state: 'SA' },
    ],
    categories: [
      { name: 'Apparel', color: '#2c3e50', nouns: ['Merino Tee', 'Work Shirt', 'Hiking Shorts'] },
      {
        name: 'Jackets',
        parent: 'Apparel',
        color: '#16a085',
        nouns: ['Rain Shell', 'Down Jacket', 'Oilskin Vest'],
      },
      { name: 'Footwear', color: '#7f4f24', nouns: ['Hiking Boot', 'Trail Runner', 'Wool Socks'] },
      { name: 'Camping', color: '#d35400', nouns: ['Camp Chair', 'Swag', 'Camp Stove'] },
      {
        name: 'Tents',
        parent: 'Camping',
        color: '#e59866',
        nouns: ['2-Person Tent', 'Touring Tent', 'Tarp'],
      },
      { name: 'Packs', color: '#1abc9c', nouns: ['Daypack 25L', 'Hiking Pack 60L', 'Dry Bag'] },
      {
        name: 'Accessories',
        color: '#8e44ad',
        nouns: ['Headlamp', 'Water Bottle', 'Wide Brim Hat'],
      },
    ],
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

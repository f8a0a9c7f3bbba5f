import { selectableParents } from './parentOptions';

const options = [
  { id: 1, name: 'Pantry', color: '#111', parent_id: null },
  { id: 2, name: 'Snacks', color: '#222', parent_id: 1 },
  { id: 3, name: 'Chips', color: '#333', parent_id: 2 },
  { id: 4, name: 'Home', color: '#444', parent_id: null },
  { id: 5, name: 'Accessories', color: '#555', parent_id: 4 },
];

describe('selectableParents', () => {
  it('offers every category, labelled by its path, when adding', () => {
    expect(selectableParents(options, null).map((c) => c.label)).toEqual([
      'Home',
      'Home › Accessories',
      'Pantry',
      'Pantry › Snacks',
      'Pantry › Snacks › Chips',
    ]);
  });

  it('leaves out the category itself and everything below it when editing', () => {
    expect(selectableParents(options, 2).map((c) => c.value)).toEqual([4, 5, 1]);
    expect(selectableParents(options, 1).map((c) => c.value)).toEqual([4, 5]);
    expect(selectableParents(options, 3).map((c) => c.value)).toEqual([4, 5, 1, 2]);
  });

  it('leaves out only the category itself when the server sends no parents', () => {
    const flat = options.map(({ id, name, color }) => ({ id, name, color }));
    expect(
      selectableParents(flat, 2)
        .map((c) => c.value)
        .sort(),
    ).toEqual([1, 3, 4, 5]);
  });

  it('survives a loop in the data', () => {
    const looped = [
      { id: 1, name: 'A', color: '#111', parent_id: 2 },
      { id: 2, name: 'B', color: '#222', parent_id: 1 },
    ];
    expect(selectableParents(looped, null)).toHaveLength(2);
    expect(selectableParents(looped, 1)).toEqual([]);
  });
});

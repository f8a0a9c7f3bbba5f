import { addressLines } from './format';

describe('addressLines', () => {
  it('prints the address on lines, leaving out blank parts', () => {
    expect(
      addressLines(
        {
          addressLine1: '12 Harbour Street',
          addressLine2: '',
          suburb: 'Pyrmont',
          state: 'NSW',
          postcode: '2009',
          country: 'AU',
        },
        'Australia',
      ),
    ).toEqual(['12 Harbour Street', 'Pyrmont NSW 2009', 'Australia']);
  });
});

import { render, screen } from '@testing-library/react';
import { ListCard } from './ListCard';

describe('ListCard', () => {
  it('holds the toolbar and the table in one card', () => {
    render(
      <ListCard>
        <input aria-label="Search things" />
        <table aria-label="Things" />
      </ListCard>,
    );
    const card = screen.getByRole('table', { name: 'Things' }).closest('.ant-card');
    expect(card).toContainElement(screen.getByRole('textbox', { name: 'Search things' }));
  });

  it('names its region by the heading it is given', () => {
    render(
      <ListCard heading={{ id: 'things-title', title: 'Things' }}>
        <table aria-label="Things" />
      </ListCard>,
    );
    const region = screen.getByRole('region', { name: 'Things' });
    expect(screen.getByRole('heading', { level: 2, name: 'Things' })).toHaveAttribute(
      'id',
      'things-title',
    );
    expect(region).toContainElement(screen.getByRole('table', { name: 'Things' }));
  });
});

import { render, screen } from '@testing-library/react';
import { BreadcrumbNamesProvider, useBreadcrumbName, useBreadcrumbNames } from './BreadcrumbNames';

function Names() {
  return <output>{JSON.stringify(useBreadcrumbNames())}</output>;
}
function Detail({ id, name }: { id?: string | number; name?: string | null }) {
  useBreadcrumbName(id, name);
  return null;
}

function renderWith(detail: React.ReactNode) {
  return render(
    <BreadcrumbNamesProvider>
      {detail}
      <Names />
    </BreadcrumbNamesProvider>,
  );
}

describe('BreadcrumbNames', () => {
  it('registers a name for an id and withdraws it on unmount', () => {
    const { rerender } = renderWith(<Detail id={12} name="Blue Mug" />);
    expect(screen.getByRole('status')).toHaveTextContent('{"12":"Blue Mug"}');
    rerender(
      <BreadcrumbNamesProvider>
        <Names />
      </BreadcrumbNamesProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('{}');
  });

  it('ignores a name that is not known yet', () => {
    renderWith(<Detail id="7" name={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('{}');
  });

  it('follows a name change', () => {
    const { rerender } = renderWith(<Detail id="7" name="Old" />);
    rerender(
      <BreadcrumbNamesProvider>
        <Detail id="7" name="New" />
        <Names />
      </BreadcrumbNamesProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('{"7":"New"}');
  });
});

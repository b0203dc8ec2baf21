import { render } from '@testing-library/react';
import { useRef } from 'react';
import { FILTER_FIELD_ATTRIBUTE, useFilterButtons } from './dom';

function Frame() {
  const frame = useRef<HTMLDivElement>(null);
  useFilterButtons(frame, (field) => (field === 'status' ? 'Status' : undefined));
  const icon = { [FILTER_FIELD_ATTRIBUTE]: 'status' };
  return (
    <div ref={frame}>
      <table>
        <thead>
          <tr>
            <th>
              <span className="ant-table-filter-trigger" role="button" tabIndex={-1} data-testid="header-trigger">
                <span {...icon} />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr aria-hidden="true" className="ant-table-measure-row">
            <td>
              <span className="ant-table-filter-trigger" role="button" tabIndex={-1} data-testid="measure-trigger">
                <span {...icon} />
              </span>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

describe('useFilterButtons', () => {
  it("puts the header's filter button in the Tab order with its name, and leaves the hidden measure row's copy out", () => {
    const { getByTestId } = render(<Frame />);
    expect(getByTestId('header-trigger').tabIndex).toBe(0);
    expect(getByTestId('header-trigger').getAttribute('aria-label')).toBe('Filter Status');
    expect(getByTestId('measure-trigger').tabIndex).toBe(-1);
    expect(getByTestId('measure-trigger').getAttribute('aria-label')).toBeNull();
  });
});

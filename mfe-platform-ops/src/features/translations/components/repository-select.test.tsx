import { render } from '@testing-library/react';
import { RepositorySelect } from './repository-select';

const REPOSITORIES = ['a', 'b', 'c', 'd', 'e'].map((letter) => ({ name: `Repo ${letter.toUpperCase()}`, slug: `repo-${letter}`, uuid: letter }));

describe('RepositorySelect', () => {
  it('shows at most 3 tags and summarises the rest', () => {
    const { container } = render(<RepositorySelect repositories={REPOSITORIES} value={REPOSITORIES.map((repository) => repository.slug)} loading={false} onChange={() => undefined} />);
    const tags = [...container.querySelectorAll('.ant-select-selection-item')].map((tag) => tag.textContent);
    expect(tags).toEqual(['Repo A', 'Repo B', 'Repo C', '+ 2 ...']);
  });
});

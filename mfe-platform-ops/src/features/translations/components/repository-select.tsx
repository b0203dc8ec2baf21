import { Select } from 'antd';
import { REPOSITORY_TAGS_SHOWN, isRepositorySelectable, type Repository } from 'shared-kit/contract/platform-ops';

/**
 * The repository multi-select (docs/platform-ops.md#translation-automation-the-screen): every repository offered by name, only phonex-buyer
 * selectable, at most 3 tags shown (the rest summarised as '+ N ...').
 */
export function RepositorySelect({ repositories, value, loading, onChange }: { repositories: readonly Repository[]; value: string[]; loading: boolean; onChange: (value: string[]) => void }) {
  return (
    <Select
      id="translation-repositories"
      aria-label="Repositories"
      mode="multiple"
      maxTagCount={REPOSITORY_TAGS_SHOWN}
      loading={loading}
      placeholder="Select repositories"
      value={value}
      onChange={onChange}
      options={repositories.map((repository) => ({ value: repository.slug, label: repository.name, disabled: !isRepositorySelectable(repository) }))}
    />
  );
}

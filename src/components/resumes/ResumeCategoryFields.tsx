import { useTranslations } from 'next-intl'

import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { RESUME_POSITION_TYPES } from '@/domain/resumes/options'
import { MAX_CATEGORY_LENGTH } from '@/domain/resumes/rules'
import { useEnumLabel } from '@/i18n/useEnumLabel'

type Props = {
  categoryName: string
  positionType: string
  onCategoryName: (value: string) => void
  onPositionType: (value: string) => void
  /** Shown under the category name (the upload form explains its default). */
  categoryHint?: string
}

/** What a resume is filed under: its category name and position type (when uploading and moving it). */
export function ResumeCategoryFields({ categoryName, positionType, onCategoryName, onPositionType, categoryHint }: Props) {
  const t = useTranslations('resumes')
  const label = useEnumLabel()
  const options = RESUME_POSITION_TYPES.map((value) => ({ value, label: label('resumePositionType', value) }))
  return (
    <>
      <TextField
        label={t('categoryName')}
        value={categoryName}
        maxLength={MAX_CATEGORY_LENGTH}
        onChange={(e) => onCategoryName(e.target.value)}
        aria-describedby={categoryHint ? 'category-hint' : undefined}
      />
      {categoryHint ? (
        <p id="category-hint" className="-mt-4 text-sm text-slate-600">
          {categoryHint}
        </p>
      ) : null}
      <SelectField
        label={t('positionType')}
        placeholder={t('selectPositionType')}
        options={options}
        value={positionType}
        onChange={(e) => onPositionType(e.target.value)}
      />
    </>
  )
}

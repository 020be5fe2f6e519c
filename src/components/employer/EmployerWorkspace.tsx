import { getTranslations } from 'next-intl/server'

import { CreditsPanel } from '@/components/credits/CreditsPanel'
import { SmartLink } from '@/components/ui/SmartLink'
import { NoticePanel } from '@/components/ui/StatePanels'
import { loadWorkspace } from '@/domain/applications/workspace'
import { creditsView } from '@/domain/credits/panel'
import type { QueryValues } from '@/domain/lists/params'
import { localizedPath, type Locale } from '@/i18n/locale'
import { viewerRequest } from '@/lib/payload/viewer'
import type { User } from '@/payload-types'

import { PipelineSettings } from './pipeline/PipelineSettings'
import { WorkspaceApplicants } from './WorkspaceApplicants'
import { WorkspacePostings } from './WorkspacePostings'

/** The signed-in employer's postings and their applicants, read as them (their company's, as its read access grants). */
export async function EmployerWorkspace({ user, values, locale }: { user: User; values: QueryValues; locale: Locale }) {
  const req = await viewerRequest(user)
  const [t, shifts, figures, workspace, credits] = await Promise.all([getTranslations('employer'), getTranslations('shifts'), getTranslations('analytics'), loadWorkspace(req, values), creditsView(req)])
  const path = localizedPath('/employer', locale)
  return (
    <>
      <p className="mb-6 flex flex-wrap gap-x-6 gap-y-2">
        <SmartLink href="/account/company" className="text-sky-800 underline">
          {t('companyLink')}
        </SmartLink>
        <SmartLink href="/employer/shifts" className="text-sky-800 underline">
          {shifts('teamLink')}
        </SmartLink>
        <SmartLink href="/employer/analytics" className="text-sky-800 underline">
          {figures('link')}
        </SmartLink>
      </p>
      {credits ? <CreditsPanel view={credits} justPaid={values.pack === 'paid'} /> : null}
      {workspace ? (
        <div className="space-y-12">
          <WorkspacePostings workspace={workspace} path={path} credits={credits?.balance ?? 0} user={user} />
          <WorkspaceApplicants workspace={workspace} path={path} />
          {workspace.pipeline ? <PipelineSettings view={workspace.pipeline} /> : null}
        </div>
      ) : (
        // Without a company yet there are no postings: the first one creates it.
        <NoticePanel title={t('empty')} body={t('emptyHint')} link={{ href: '/post-job', label: t('postJob') }} />
      )}
    </>
  )
}

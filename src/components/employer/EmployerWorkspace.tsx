"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

import { isAdmin, useAuth } from "@/components/auth/AuthProvider";
import { Alert } from "@/components/ui/Alert";
import { ListStates } from "@/components/ui/ListStates";
import { SmartLink } from "@/components/ui/SmartLink";
import { NoticePanel } from "@/components/ui/StatePanels";
import { useRemote } from "@/components/ui/useRemote";
import { apiAll, type ApiResult } from "@/lib/api";
import type { Application, JobPosting } from "@/payload-types";

import { PostingPanel } from "./PostingPanel";

type Workspace = { jobs: JobPosting[]; applications: Application[] };
const jobIdOf = (a: Application) =>
  typeof a.jobPosting === "object" ? a.jobPosting.id : a.jobPosting;

/** The postings of the signed-in employer's company and their applicants (the server scopes both to the company). */
export function EmployerWorkspace() {
  const t = useTranslations("employer");
  const { user, loading } = useAuth();
  const employer = Boolean(user?.roles?.includes("employer") || isAdmin(user));
  const userId = user?.id;
  const company = user?.company ?? null;

  const loadError = t("loadError");
  const fetchWorkspace = useCallback(async (): Promise<
    ApiResult<Workspace>
  > => {
    // Without a company yet, there are no postings: the first one creates it.
    if (company === null)
      return { ok: true, status: 200, data: { jobs: [], applications: [] } };
    const [jobs, applications] = await Promise.all([
      apiAll<JobPosting>(
        `/api/job-postings?depth=0&sort=-createdAt&where[facility][equals]=${company}`,
        loadError,
      ),
      apiAll<Application>(
        "/api/applications?depth=0&sort=-appliedAt",
        loadError,
      ),
    ]);
    if (!jobs.ok) return jobs;
    if (!applications.ok) return applications;
    return {
      ok: true,
      status: 200,
      data: { jobs: jobs.data.docs, applications: applications.data.docs },
    };
  }, [company, loadError]);
  const { state, reload } = useRemote(
    employer && userId ? fetchWorkspace : null,
  );

  if (loading) return <p role="status">{t("loading")}</p>;
  if (!user)
    return (
      <NoticePanel
        heading
        title={t("signInTitle")}
        body={t("signInBody")}
        link={{ href: "/auth?next=/employer", label: t("signIn") }}
      />
    );
  if (!employer) return <Alert tone="info">{t("employerOnly")}</Alert>;
  return (
    <>
      <p className="mb-6">
        <SmartLink href="/account/company" className="text-sky-800 underline">
          {t("companyLink")}
        </SmartLink>
      </p>
      <ListStates
        state={state}
        loading={t("loading")}
        error={{ title: t("loadError"), retryLabel: t("tryAgain") }}
        onRetry={() => void reload()}
        isEmpty={(data) => data.jobs.length === 0}
        empty={
          <NoticePanel
            title={t("empty")}
            body={t("emptyHint")}
            link={{ href: "/post-job", label: t("postJob") }}
          />
        }
      >
        {({ jobs, applications }) => (
          <div className="space-y-5">
            {jobs.map((job) => (
              <PostingPanel
                key={job.id}
                job={job}
                applications={applications.filter((a) => jobIdOf(a) === job.id)}
                onChanged={() => void reload()}
              />
            ))}
          </div>
        )}
      </ListStates>
    </>
  );
}

import * as migration_20261121_143516_initial from './20261121_143516_initial';
import * as migration_20261121_150544_content_pages_media_inquiries from './20261121_150544_content_pages_media_inquiries';
import * as migration_20261121_152057_job_marketplace from './20261121_152057_job_marketplace';
import * as migration_20261121_160500_search_indexes from './20261121_160500_search_indexes';
import * as migration_20261121_164122_applications_resumes from './20261121_164122_applications_resumes';
import * as migration_20261121_165002_audit_trail from './20261121_165002_audit_trail';
import * as migration_20261121_182127_applicant_contact_notify_task from './20261121_182127_applicant_contact_notify_task';

export const migrations = [
  {
    up: migration_20261121_143516_initial.up,
    down: migration_20261121_143516_initial.down,
    name: '20261121_143516_initial',
  },
  {
    up: migration_20261121_150544_content_pages_media_inquiries.up,
    down: migration_20261121_150544_content_pages_media_inquiries.down,
    name: '20261121_150544_content_pages_media_inquiries',
  },
  {
    up: migration_20261121_152057_job_marketplace.up,
    down: migration_20261121_152057_job_marketplace.down,
    name: '20261121_152057_job_marketplace',
  },
  {
    up: migration_20261121_160500_search_indexes.up,
    down: migration_20261121_160500_search_indexes.down,
    name: '20261121_160500_search_indexes',
  },
  {
    up: migration_20261121_164122_applications_resumes.up,
    down: migration_20261121_164122_applications_resumes.down,
    name: '20261121_164122_applications_resumes',
  },
  {
    up: migration_20261121_165002_audit_trail.up,
    down: migration_20261121_165002_audit_trail.down,
    name: '20261121_165002_audit_trail',
  },
  {
    up: migration_20261121_182127_applicant_contact_notify_task.up,
    down: migration_20261121_182127_applicant_contact_notify_task.down,
    name: '20261121_182127_applicant_contact_notify_task'
  },
];

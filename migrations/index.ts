import * as migration_20261121_143516_initial from './20261121_143516_initial';
import * as migration_20261121_150544_content_pages_media_inquiries from './20261121_150544_content_pages_media_inquiries';
import * as migration_20261121_152057_job_marketplace from './20261121_152057_job_marketplace';
import * as migration_20261121_160500_search_indexes from './20261121_160500_search_indexes';
import * as migration_20261121_164122_applications_resumes from './20261121_164122_applications_resumes';
import * as migration_20261121_165002_audit_trail from './20261121_165002_audit_trail';
import * as migration_20261121_182127_applicant_contact_notify_task from './20261121_182127_applicant_contact_notify_task';
import * as migration_20261123_094100_rate_limits from './20261123_094100_rate_limits';
import * as migration_20261123_094148_rest_surface from './20261123_094148_rest_surface';
import * as migration_20261123_102132_payments_trust from './20261123_102132_payments_trust';
import * as migration_20261123_103941_accounts_trust from './20261123_103941_accounts_trust';
import * as migration_20261123_113051_resend_verification_task from './20261123_113051_resend_verification_task';
import * as migration_20261124_114232_localized_content from './20261124_114232_localized_content';
import * as migration_20261124_122958_languages from './20261124_122958_languages';
import * as migration_20261124_135600_search_text_accents from './20261124_135600_search_text_accents';
import * as migration_20261124_165540_people from './20261124_165540_people';
import * as migration_20261124_165600_profiles_drop_placeholder_licences from './20261124_165600_profiles_drop_placeholder_licences';
import * as migration_20261124_165700_privacy_page_retention_block from './20261124_165700_privacy_page_retention_block';
import * as migration_20261124_165800_company_backfill from './20261124_165800_company_backfill';
import * as migration_20261124_194857_alerts_notices_law_google_archive from './20261124_194857_alerts_notices_law_google_archive';
import * as migration_20261124_195000_archive_ended_postings from './20261124_195000_archive_ended_postings';
import * as migration_20261124_231718_delivery_claims from './20261124_231718_delivery_claims';
import * as migration_20261126_020526_rate_limits_counters from './20261126_020526_rate_limits_counters';
import * as migration_20261126_021745_places from './20261126_021745_places';
import * as migration_20261126_021746_places_geocode from './20261126_021746_places_geocode';
import * as migration_20261126_022735_find_work_relevance from './20261126_022735_find_work_relevance';
import * as migration_20261126_025610_alert_search_filters from './20261126_025610_alert_search_filters';
import * as migration_20261126_064641_back_office_list_indexes from './20261126_064641_back_office_list_indexes';
import * as migration_20261126_090102_pipeline from './20261126_090102_pipeline';
import * as migration_20261126_093322_pipeline_tag_index from './20261126_093322_pipeline_tag_index';
import * as migration_20261126_094313_screening_questions_accommodation from './20261126_094313_screening_questions_accommodation';
import * as migration_20261126_095203_application_messages from './20261126_095203_application_messages';
import * as migration_20261126_124846_interviews from './20261126_124846_interviews';
import * as migration_20261126_131500_similar_indexes from './20261126_131500_similar_indexes';
import * as migration_20261126_134500_texts_parent_indexes from './20261126_134500_texts_parent_indexes';
import * as migration_20261126_135000_applications_posting_status_index from './20261126_135000_applications_posting_status_index';
import * as migration_20261126_164510_shifts from './20261126_164510_shifts';
import * as migration_20261126_165140_credentials from './20261126_165140_credentials';
import * as migration_20261126_174537_tax_registrations from './20261126_174537_tax_registrations';
import * as migration_20261126_180621_shift_notes_french from './20261126_180621_shift_notes_french';
import * as migration_20261126_202552_credit_packs from './20261126_202552_credit_packs';
import * as migration_20261126_203402_shift_after from './20261126_203402_shift_after';
import * as migration_20261126_203807_receipts from './20261126_203807_receipts';
import * as migration_20261126_204001_shift_booking_fee from './20261126_204001_shift_booking_fee';
import * as migration_20261126_205000_posting_daily_stats from './20261126_205000_posting_daily_stats';
import * as migration_20261126_210041_checkout_sales from './20261126_210041_checkout_sales';
import * as migration_20261126_233753_shift_alerts from './20261126_233753_shift_alerts';
import * as migration_20261127_120000_listing_generation from './20261127_120000_listing_generation';
import * as migration_20261128_000000_remote_postings from './20261128_000000_remote_postings';
import * as migration_20261128_023626_password_reset_task from './20261128_023626_password_reset_task';

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
    name: '20261121_182127_applicant_contact_notify_task',
  },
  {
    up: migration_20261123_094100_rate_limits.up,
    down: migration_20261123_094100_rate_limits.down,
    name: '20261123_094100_rate_limits',
  },
  {
    up: migration_20261123_094148_rest_surface.up,
    down: migration_20261123_094148_rest_surface.down,
    name: '20261123_094148_rest_surface',
  },
  {
    up: migration_20261123_102132_payments_trust.up,
    down: migration_20261123_102132_payments_trust.down,
    name: '20261123_102132_payments_trust',
  },
  {
    up: migration_20261123_103941_accounts_trust.up,
    down: migration_20261123_103941_accounts_trust.down,
    name: '20261123_103941_accounts_trust',
  },
  {
    up: migration_20261123_113051_resend_verification_task.up,
    down: migration_20261123_113051_resend_verification_task.down,
    name: '20261123_113051_resend_verification_task',
  },
  {
    up: migration_20261124_114232_localized_content.up,
    down: migration_20261124_114232_localized_content.down,
    name: '20261124_114232_localized_content',
  },
  {
    up: migration_20261124_122958_languages.up,
    down: migration_20261124_122958_languages.down,
    name: '20261124_122958_languages',
  },
  {
    up: migration_20261124_135600_search_text_accents.up,
    down: migration_20261124_135600_search_text_accents.down,
    name: '20261124_135600_search_text_accents',
  },
  {
    up: migration_20261124_165540_people.up,
    down: migration_20261124_165540_people.down,
    name: '20261124_165540_people',
  },
  {
    up: migration_20261124_165600_profiles_drop_placeholder_licences.up,
    down: migration_20261124_165600_profiles_drop_placeholder_licences.down,
    name: '20261124_165600_profiles_drop_placeholder_licences',
  },
  {
    up: migration_20261124_165700_privacy_page_retention_block.up,
    down: migration_20261124_165700_privacy_page_retention_block.down,
    name: '20261124_165700_privacy_page_retention_block',
  },
  {
    up: migration_20261124_165800_company_backfill.up,
    down: migration_20261124_165800_company_backfill.down,
    name: '20261124_165800_company_backfill',
  },
  {
    up: migration_20261124_194857_alerts_notices_law_google_archive.up,
    down: migration_20261124_194857_alerts_notices_law_google_archive.down,
    name: '20261124_194857_alerts_notices_law_google_archive',
  },
  {
    up: migration_20261124_195000_archive_ended_postings.up,
    down: migration_20261124_195000_archive_ended_postings.down,
    name: '20261124_195000_archive_ended_postings',
  },
  {
    up: migration_20261124_231718_delivery_claims.up,
    down: migration_20261124_231718_delivery_claims.down,
    name: '20261124_231718_delivery_claims',
  },
  {
    up: migration_20261126_020526_rate_limits_counters.up,
    down: migration_20261126_020526_rate_limits_counters.down,
    name: '20261126_020526_rate_limits_counters',
  },
  {
    up: migration_20261126_021745_places.up,
    down: migration_20261126_021745_places.down,
    name: '20261126_021745_places',
  },
  {
    up: migration_20261126_021746_places_geocode.up,
    down: migration_20261126_021746_places_geocode.down,
    name: '20261126_021746_places_geocode',
  },
  {
    up: migration_20261126_022735_find_work_relevance.up,
    down: migration_20261126_022735_find_work_relevance.down,
    name: '20261126_022735_find_work_relevance',
  },
  {
    up: migration_20261126_025610_alert_search_filters.up,
    down: migration_20261126_025610_alert_search_filters.down,
    name: '20261126_025610_alert_search_filters',
  },
  {
    up: migration_20261126_064641_back_office_list_indexes.up,
    down: migration_20261126_064641_back_office_list_indexes.down,
    name: '20261126_064641_back_office_list_indexes',
  },
  {
    up: migration_20261126_090102_pipeline.up,
    down: migration_20261126_090102_pipeline.down,
    name: '20261126_090102_pipeline',
  },
  {
    up: migration_20261126_093322_pipeline_tag_index.up,
    down: migration_20261126_093322_pipeline_tag_index.down,
    name: '20261126_093322_pipeline_tag_index',
  },
  {
    up: migration_20261126_094313_screening_questions_accommodation.up,
    down: migration_20261126_094313_screening_questions_accommodation.down,
    name: '20261126_094313_screening_questions_accommodation',
  },
  {
    up: migration_20261126_095203_application_messages.up,
    down: migration_20261126_095203_application_messages.down,
    name: '20261126_095203_application_messages',
  },
  {
    up: migration_20261126_124846_interviews.up,
    down: migration_20261126_124846_interviews.down,
    name: '20261126_124846_interviews',
  },
  {
    up: migration_20261126_131500_similar_indexes.up,
    down: migration_20261126_131500_similar_indexes.down,
    name: '20261126_131500_similar_indexes',
  },
  {
    up: migration_20261126_134500_texts_parent_indexes.up,
    down: migration_20261126_134500_texts_parent_indexes.down,
    name: '20261126_134500_texts_parent_indexes',
  },
  {
    up: migration_20261126_135000_applications_posting_status_index.up,
    down: migration_20261126_135000_applications_posting_status_index.down,
    name: '20261126_135000_applications_posting_status_index',
  },
  {
    up: migration_20261126_164510_shifts.up,
    down: migration_20261126_164510_shifts.down,
    name: '20261126_164510_shifts',
  },
  {
    up: migration_20261126_165140_credentials.up,
    down: migration_20261126_165140_credentials.down,
    name: '20261126_165140_credentials',
  },
  {
    up: migration_20261126_174537_tax_registrations.up,
    down: migration_20261126_174537_tax_registrations.down,
    name: '20261126_174537_tax_registrations',
  },
  {
    up: migration_20261126_180621_shift_notes_french.up,
    down: migration_20261126_180621_shift_notes_french.down,
    name: '20261126_180621_shift_notes_french',
  },
  {
    up: migration_20261126_202552_credit_packs.up,
    down: migration_20261126_202552_credit_packs.down,
    name: '20261126_202552_credit_packs',
  },
  {
    up: migration_20261126_203402_shift_after.up,
    down: migration_20261126_203402_shift_after.down,
    name: '20261126_203402_shift_after',
  },
  {
    up: migration_20261126_203807_receipts.up,
    down: migration_20261126_203807_receipts.down,
    name: '20261126_203807_receipts',
  },
  {
    up: migration_20261126_204001_shift_booking_fee.up,
    down: migration_20261126_204001_shift_booking_fee.down,
    name: '20261126_204001_shift_booking_fee',
  },
  {
    up: migration_20261126_205000_posting_daily_stats.up,
    down: migration_20261126_205000_posting_daily_stats.down,
    name: '20261126_205000_posting_daily_stats',
  },
  {
    up: migration_20261126_210041_checkout_sales.up,
    down: migration_20261126_210041_checkout_sales.down,
    name: '20261126_210041_checkout_sales',
  },
  {
    up: migration_20261126_233753_shift_alerts.up,
    down: migration_20261126_233753_shift_alerts.down,
    name: '20261126_233753_shift_alerts',
  },
  {
    up: migration_20261127_120000_listing_generation.up,
    down: migration_20261127_120000_listing_generation.down,
    name: '20261127_120000_listing_generation',
  },
  {
    up: migration_20261128_000000_remote_postings.up,
    down: migration_20261128_000000_remote_postings.down,
    name: '20261128_000000_remote_postings',
  },
  {
    up: migration_20261128_023626_password_reset_task.up,
    down: migration_20261128_023626_password_reset_task.down,
    name: '20261128_023626_password_reset_task'
  },
];

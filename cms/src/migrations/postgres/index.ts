import * as migration_20261122_051429_initial from './20261122_051429_initial';
import * as migration_20261122_055915_documents_decisions_newsletter from './20261122_055915_documents_decisions_newsletter';
import * as migration_20261123_220534_account_safety from './20261123_220534_account_safety';
import * as migration_20261124_004214_commune_content from './20261124_004214_commune_content';
import * as migration_20261124_040218_roles_and_project_status from './20261124_040218_roles_and_project_status';
import * as migration_20261124_040235_workflow_columns from './20261124_040235_workflow_columns';
import * as migration_20261124_040249_editorial_workflow from './20261124_040249_editorial_workflow';
import * as migration_20261124_040303_publish_existing_content from './20261124_040303_publish_existing_content';
import * as migration_20261124_131122_indexes from './20261124_131122_indexes';
import * as migration_20261126_122701_citizen_wording from './20261126_122701_citizen_wording';
import * as migration_20261126_122702_existing_content_wording from './20261126_122702_existing_content_wording';
import * as migration_20261126_155206_contact_follow_up from './20261126_155206_contact_follow_up';
import * as migration_20261127_041612_messages_and_newsletter from './20261127_041612_messages_and_newsletter';
import * as migration_20261127_072801_sms from './20261127_072801_sms';
import * as migration_20261127_104916_requests from './20261127_104916_requests';
import * as migration_20261127_140732_spoken_versions from './20261127_140732_spoken_versions';
import * as migration_20261127_152540_pictograms from './20261127_152540_pictograms';
import * as migration_20261127_183620_site_builds from './20261127_183620_site_builds';
import * as migration_20261127_201907_job_claims from './20261127_201907_job_claims';

export const migrations = [
  {
    up: migration_20261122_051429_initial.up,
    down: migration_20261122_051429_initial.down,
    name: '20261122_051429_initial',
  },
  {
    up: migration_20261122_055915_documents_decisions_newsletter.up,
    down: migration_20261122_055915_documents_decisions_newsletter.down,
    name: '20261122_055915_documents_decisions_newsletter',
  },
  {
    up: migration_20261123_220534_account_safety.up,
    down: migration_20261123_220534_account_safety.down,
    name: '20261123_220534_account_safety',
  },
  {
    up: migration_20261124_004214_commune_content.up,
    down: migration_20261124_004214_commune_content.down,
    name: '20261124_004214_commune_content',
  },
  {
    up: migration_20261124_040218_roles_and_project_status.up,
    down: migration_20261124_040218_roles_and_project_status.down,
    name: '20261124_040218_roles_and_project_status',
  },
  {
    up: migration_20261124_040235_workflow_columns.up,
    down: migration_20261124_040235_workflow_columns.down,
    name: '20261124_040235_workflow_columns',
  },
  {
    up: migration_20261124_040249_editorial_workflow.up,
    down: migration_20261124_040249_editorial_workflow.down,
    name: '20261124_040249_editorial_workflow',
  },
  {
    up: migration_20261124_040303_publish_existing_content.up,
    down: migration_20261124_040303_publish_existing_content.down,
    name: '20261124_040303_publish_existing_content',
  },
  {
    up: migration_20261124_131122_indexes.up,
    down: migration_20261124_131122_indexes.down,
    name: '20261124_131122_indexes',
  },
  {
    up: migration_20261126_122701_citizen_wording.up,
    down: migration_20261126_122701_citizen_wording.down,
    name: '20261126_122701_citizen_wording',
  },
  {
    up: migration_20261126_122702_existing_content_wording.up,
    down: migration_20261126_122702_existing_content_wording.down,
    name: '20261126_122702_existing_content_wording',
  },
  {
    up: migration_20261126_155206_contact_follow_up.up,
    down: migration_20261126_155206_contact_follow_up.down,
    name: '20261126_155206_contact_follow_up',
  },
  {
    up: migration_20261127_041612_messages_and_newsletter.up,
    down: migration_20261127_041612_messages_and_newsletter.down,
    name: '20261127_041612_messages_and_newsletter',
  },
  {
    up: migration_20261127_072801_sms.up,
    down: migration_20261127_072801_sms.down,
    name: '20261127_072801_sms',
  },
  {
    up: migration_20261127_104916_requests.up,
    down: migration_20261127_104916_requests.down,
    name: '20261127_104916_requests',
  },
  {
    up: migration_20261127_140732_spoken_versions.up,
    down: migration_20261127_140732_spoken_versions.down,
    name: '20261127_140732_spoken_versions',
  },
  {
    up: migration_20261127_152540_pictograms.up,
    down: migration_20261127_152540_pictograms.down,
    name: '20261127_152540_pictograms',
  },
  {
    up: migration_20261127_183620_site_builds.up,
    down: migration_20261127_183620_site_builds.down,
    name: '20261127_183620_site_builds',
  },
  {
    up: migration_20261127_201907_job_claims.up,
    down: migration_20261127_201907_job_claims.down,
    name: '20261127_201907_job_claims'
  },
];

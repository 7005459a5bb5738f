import type { ViewerLicense } from '@codebazaar/shared';

import { toViewerLicenseDto } from '../projects/projects.mapper';
import type { LicenseRow } from './licenses.repository';

/** A license as its holder sees it (claims and purchases answer with it). */
export const toLicenseDto = (row: LicenseRow): ViewerLicense => toViewerLicenseDto(row);

import type { ProjectForm } from '@codebazaar/shared';
import {
  needsFreeRepository,
  needsPaidRepository,
  showsFreeFeatures,
  showsPaidFeatures,
  showsPrice,
} from '@codebazaar/shared/rules';

/**
 * The form values with every field the license type hides blanked (docs/product-rules.md#projects),
 * so a hidden field can neither block a save with an error nobody sees nor be stored.
 */
export function visibleFormValues(values: ProjectForm): ProjectForm {
  const type = values.licenseType;
  return {
    ...values,
    price: showsPrice(type) ? values.price : '',
    freeRepositoryUrl: needsFreeRepository(type) ? values.freeRepositoryUrl : '',
    paidRepositoryUrl: needsPaidRepository(type) ? values.paidRepositoryUrl : '',
    features: {
      freeFeatures: showsFreeFeatures(type) ? values.features.freeFeatures : '',
      paidFeatures: showsPaidFeatures(type) ? values.features.paidFeatures : '',
    },
  };
}

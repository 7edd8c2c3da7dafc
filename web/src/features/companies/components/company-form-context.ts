import type { UseFormReturnType } from '@mantine/form';
import type { CompanyFormValues } from '../rules/company-form-values.ts';

export type CompanyForm = UseFormReturnType<CompanyFormValues>;

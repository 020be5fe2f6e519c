'use client'

import dynamic from 'next/dynamic'

/**
 * The form's code (react-hook-form, zod, toasts, next-intl) loads only where the form is shown: a
 * lazy boundary inside a client module, so the content pages' own bundle never includes it.
 */
export const LazyInquiryForm = dynamic(() => import('./InquiryFormWithMessages').then((m) => m.InquiryFormWithMessages))

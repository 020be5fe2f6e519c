'use client'

import dynamic from 'next/dynamic'

/**
 * The form's code (react-hook-form, zod, toasts) loads only where the form is shown: a lazy
 * boundary inside a client module, so the content pages' own bundle never includes it.
 */
export const LazyInquiryForm = dynamic(() => import('./InquiryForm').then((m) => m.InquiryForm))

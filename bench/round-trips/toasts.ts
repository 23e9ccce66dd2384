import { screen, within } from '@testing-library/react'

/** Waits for a toast saying exactly `message` in the kit's toast region ("Notifications"), where every action says what happened. */
export function findToast(message: string): Promise<HTMLElement> {
  return within(screen.getByRole('region', { name: 'Notifications' })).findByText(message, { exact: true })
}

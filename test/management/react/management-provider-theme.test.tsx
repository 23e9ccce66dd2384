import { describe, expect, it } from 'vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createManagementClient } from '../../../src/management/client/create-management-client'
import { ManagementProvider } from '../../../src/management/react/management-provider'

const client = createManagementClient({ apiKey: 'unused', baseUrl: 'https://management.example/api/v2' })

function renderWithTheme(theme?: 'light' | 'dark' | 'system') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      {/* The app's own announcer, so the provider's only element is the theme's (its toast region has a test of its own). */}
      <ManagementProvider client={client} theme={theme} announce={() => undefined}>
        <p>settings</p>
      </ManagementProvider>
    </QueryClientProvider>,
  )
}

describe('<ManagementProvider theme>', () => {
  it.each(['light', 'dark'] as const)('%s: wraps the children in one element that forces it', (theme) => {
    const { container } = renderWithTheme(theme)
    expect(container.children).toHaveLength(1)
    const scope = container.firstElementChild
    expect(scope).toHaveAttribute('data-orgkit-theme', theme)
    expect(scope).toHaveAttribute('data-orgkit-theme-scope', '')
    expect(scope).not.toHaveAttribute('style')
    expect(scope?.innerHTML).toBe('<p>settings</p>')
  })

  it.each([undefined, 'system'] as const)('%s: adds no element', (theme) => {
    const { container } = renderWithTheme(theme)
    expect(container.innerHTML).toBe('<p>settings</p>')
  })
})

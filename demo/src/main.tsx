import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import '../../src/styles.css'
import '../../src/styles/plugin-settings.css'
import './demo.css'
import { createDemoRouter } from './router'

// Plain, as an app creates it: the kit's reads and writes decide their own retries.
const queryClient = new QueryClient()
const router = createDemoRouter(queryClient)

const container = document.getElementById('root')
if (!container) throw new Error('demo/index.html has no element with id "root" to render into')

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)

import { Workspace } from './workspace'

export default function Home() {
  return <Workspace />
}

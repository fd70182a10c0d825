import TrellisDriver
import TrellisLanguageServer

TrellisCommandLine.main(adding: [LSPCommand.self])

import TrellisDriver

TrellisCommandLine.main()

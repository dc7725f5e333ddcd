import EaseCommandLine

EaseCommand.runMain()
